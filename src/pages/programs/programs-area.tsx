// The signed-in programs portal (companion spec §2.3): behind sign-in, the entry gate ('Not a Registered
// Programs Participant' without a partner account id), then the programs layout (program menu and help
// links) around the page. The app shell around it gives the skip link, header, contact link and footer.
import type { QueryClient } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { config } from '@/src/config';
import { SignedInArea } from '@/src/shell/signed-in-area';
import { usePageMeta } from '@/src/shell/page-meta';
import { Card } from '@/ui/card';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { PartnerAccountIdContext, usePartnerAccountIdResolution } from './partner-account-id';

export const NOT_REGISTERED_HEADING = 'Not a Registered Programs Participant';

const PROGRAM_MENU = [
  { to: '/programs/dashboard', label: 'Dashboard' },
  { to: '/programs/savings-club-offers', label: 'Savings Club Offers' },
  { to: '/programs/account', label: 'Account Details & Preferences' },
] as const;

/** The guides on creating, editing and removing an offer (spec §2.3), also listed beside the offers. */
export const OFFER_GUIDES = [
  'Creating a Savings Club offer',
  'Editing a Savings Club offer',
  'Removing a Savings Club offer',
] as const;

const HELP_VIDEOS = [
  'Using the programs portal',
  'Setting up your profile',
  'Updating your password',
  ...OFFER_GUIDES,
];

const GUIDE_HREF = `${config.providerSite}videos`;

/** Items of a help list: the named guide videos, then the programs team's address. */
export function GuideLinks({ titles }: { titles: readonly string[] }) {
  return (
    <>
      {titles.map((title) => (
        <li key={title}>
          <a href={GUIDE_HREF}>{title} (video)</a>
        </li>
      ))}
      <li>
        <a href={`mailto:${config.supportEmail}`}>Contact the programs team</a>
      </li>
    </>
  );
}

function NotRegistered() {
  usePageMeta({ title: NOT_REGISTERED_HEADING });
  return (
    <div className="programs-gate">
      <h1>{NOT_REGISTERED_HEADING}</h1>
      <Card>
        <p>
          This login is not linked to a programs participant account. Sign in again with your programs login,
          or apply to take part in the programs.
        </p>
        <div className="programs-gate__actions">
          <LinkButton to="/programs/logout">Retry Login</LinkButton>
          <a className="btn btn--secondary" href={config.providerSite}>
            Return to Sea Tow
          </a>
          <Link to="/programs/apply">Programs participant application</Link>
        </div>
      </Card>
    </div>
  );
}

function ProgramsLayout() {
  return (
    <div className="programs">
      <nav className="programs__menu" aria-label="Programs">
        <ul>
          {PROGRAM_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page' }}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="programs__page">
        <Outlet />
      </div>
      <aside className="programs__help" aria-label="Help">
        <h2>Help</h2>
        <ul>
          <li>
            <a href={config.providerSite}>Visit Sea Tow</a>
          </li>
          <GuideLinks titles={HELP_VIDEOS} />
        </ul>
      </aside>
    </div>
  );
}

function ProgramsGate() {
  const partner = usePartnerAccountIdResolution();
  if (partner.status === 'loading') return <Spinner label="Loading your programs…" />;
  if (partner.status === 'none') return <NotRegistered />;
  return (
    <PartnerAccountIdContext.Provider value={partner.id}>
      <ProgramsLayout />
    </PartnerAccountIdContext.Provider>
  );
}

export function ProgramsArea({ queryClient }: { queryClient: QueryClient }) {
  return (
    <SignedInArea queryClient={queryClient} steerUnregistered={false}>
      <ProgramsGate />
    </SignedInArea>
  );
}
