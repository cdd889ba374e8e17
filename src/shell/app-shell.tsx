// Page shell: skip link, header, network notices, flash banner, main landmark, help footer.
import { Outlet } from '@tanstack/react-router';
import { FlashBanner } from '@/ui/flash-banner';
import { NetworkNotices } from './network-notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppShell() {
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <NetworkNotices />
      <FlashBanner />
      <main id="main-content" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
