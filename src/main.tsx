import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortal } from './portal';
import '@/ui/theme.css';

const portal = createPortal();
const container = document.getElementById('root');
if (!container) throw new Error('index.html needs <div id="root">');

createRoot(container).render(
  <StrictMode>
    <portal.Portal />
  </StrictMode>,
);

// Session restore on load: cookie check, then authorization; no cookie = signed out. The callback page
// finishes its own sign-in, so it skips the restore.
if (window.location.pathname !== '/post_login') {
  portal.session.restore().catch(() => undefined);
}
