import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '@/src/auth/session-context';
import { config } from '@/src/config';
import { phoneHref } from './phone-href';
import { useShellPortal } from './shell-portal';

// Only a signed-in member or partner sees the account menu: its code loads once the session says so, and
// a visitor's first screen (the join, /login) does not carry it. If it cannot load (offline then), the
// header still leads to the account page, whose links the menu holds, rather than failing the page.
const AccountMenu = lazy(() =>
  import('./account-menu').then(
    (m) => ({ default: m.AccountMenu }),
    () => ({ default: AccountLink }),
  ),
);

function AccountLink({ name }: { name: string }) {
  const programs = useShellPortal() === 'programs';
  return (
    <Link to={programs ? '/programs/account' : '/members/account'} className="site-header__link">
      {name}
    </Link>
  );
}

export function SiteHeader() {
  const session = useSession();
  const programs = useShellPortal() === 'programs';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {programs ? (
          <>
            <Link activeOptions={{ exact: true }} to="/programs/dashboard" className="site-header__brand">
              Boat Assist Programs
            </Link>
            <Link activeOptions={{ exact: true }} to="/programs/apply" className="site-header__link">
              Apply to the Programs
            </Link>
          </>
        ) : (
          <Link activeOptions={{ exact: true }} to="/" className="site-header__brand">
            Boat Assist Members
          </Link>
        )}
        <a className="site-header__link" href={phoneHref(config.supportPhone)}>
          <span className="visually-hidden">Call us at </span>
          {config.supportPhone}
        </a>
        <a className="site-header__link" href={`mailto:${config.supportEmail}`}>
          Contact Us
        </a>
        {session.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <AccountMenu name={session.user.name} email={session.user.email} />
          </Suspense>
        ) : session.status === 'signed-out' ? (
          // A partner signs in through the programs portal (it returns to its dashboard).
          <Link
            activeOptions={{ exact: true }}
            to={programs ? '/programs/dashboard' : '/login'}
            className="site-header__link"
          >
            Sign In
          </Link>
        ) : null}
      </div>
    </header>
  );
}
