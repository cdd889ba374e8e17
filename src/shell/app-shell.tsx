// Page shell: skip link, header, network notices, flash banner, main landmark, help footer; a route whose
// static data says `layout: 'bare'` (the app's mobile video page) gets the main landmark alone.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { FlashBanner } from '@/ui/flash-banner';
import { NetworkNotices } from './network-notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: 'bare';
  }
}

export function AppShell() {
  const bare = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.layout === 'bare'),
  });
  if (bare)
    return (
      <main id="main-content" className="app__main app__main--bare">
        <Outlet />
      </main>
    );
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
