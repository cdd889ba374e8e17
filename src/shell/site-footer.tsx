// Help links of spec §2. The app store and FAQ live on the provider's public site (decision 024).
import { Link } from '@tanstack/react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2>Help</h2>
        <ul>
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
