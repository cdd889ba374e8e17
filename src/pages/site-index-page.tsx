// `/`: the site index of companion spec §2.1.
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/src/shell/page-meta';

export function SiteIndexPage() {
  usePageMeta({
    title: 'Welcome',
    description: 'Member and programs portals of the boating assistance membership.',
  });
  return (
    <>
      <h1>Boat Assist</h1>
      <p className="page-intro">Choose where you would like to go.</p>
      <ul className="link-grid">
        <li>
          <Link to="/members">Member Portal</Link>
        </li>
        <li>
          <Link to="/programs/dashboard">Programs Portal</Link>
        </li>
        <li>
          <Link to="/members/join">Become a Member</Link>
        </li>
        <li>
          <Link to="/programs/apply">Apply to the Programs</Link>
        </li>
        <li>
          <Link to="/members/select-your-membership/upgrades/membership">Upgrade Lake Card to Gold Card</Link>
        </li>
        <li>
          <Link to="/members/select-your-membership/upgrades/trailer-care">Add or Upgrade Trailer Care</Link>
        </li>
        <li>
          <Link to="/members/select-your-membership/renew-membership">Renew a Membership</Link>
        </li>
        <li>
          <Link to="/members/gift">Give a Gift Membership</Link>
        </li>
      </ul>
    </>
  );
}
