// Page shell: skip link, header, network notices, flash banner, main landmark, help footer, and what a page
// change does (focus and title, ./use-page-change.ts); a route whose
// static data says `layout: 'bare'` (the app's mobile video page) gets the main landmark alone.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { FlashBanner } from '@/ui/flash-banner';
import { NetworkNotices } from './network-notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { usePageChange } from './use-page-change';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: 'bare';
  }
}

export function AppShell() {
  const bare = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.layout === 'bare'),
  });
  const main = useRef<HTMLElement>(null);
  usePageChange(main);
  if (bare)
    return (
      <main id="main-content" className="app__main app__main--bare" ref={main}>
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
      <main id="main-content" className="app__main" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
