// Help links of spec §2. The app store and FAQ live on the provider's public site (decision 024). In the
// programs portal the account and contacts links lead to the partner's account page, and the member-only
// links (media, gift) give way to the partner's offers (the header links the application; decision 167).
import { Link } from '@tanstack/react-router';
import { useShellPortal } from './shell-portal';

function ProgramsLinks() {
  return (
    <>
      <li>
        <Link to="/programs/account">Update account preferences</Link>
      </li>
      <li>
        <Link to="/programs/account">Update contacts</Link>
      </li>
      <li>
        <Link to="/programs/savings-club-offers">Savings Club Offers</Link>
      </li>
    </>
  );
}

function MemberLinks() {
  return (
    <>
      <li>
        <Link to="/members/account">Update account preferences</Link>
      </li>
      <li>
        <Link to="/members/account">Update contacts</Link>
      </li>
      <li>
        <Link to="/members/gated_content" search={{ category: 'videos' }}>
          Videos
        </Link>
      </li>
      <li>
        <Link to="/members/gated_content" search={{ category: 'blog' }}>
          Blog
        </Link>
      </li>
      <li>
        <Link to="/members/gift">Give a gift membership</Link>
      </li>
    </>
  );
}

export function SiteFooter() {
  const programs = useShellPortal() === 'programs';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2>Help</h2>
        <ul>
          {programs ? <ProgramsLinks /> : <MemberLinks />}
          <li>
            <a href="https://www.example.com/app" rel="noopener noreferrer" target="_blank">
              Download the app<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href="https://www.example.com/faq" rel="noopener noreferrer" target="_blank">
              FAQ<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
