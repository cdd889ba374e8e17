// The sandbox identity provider's own sign-in page: e-mail and password, or 'Continue with Social'.
// Labelled fields, the error announced through role="alert" and tied to the fields, the e-mail kept.
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../db/seed/ids';
import { waitInWords } from '../http/rate-limit';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const EXPIRED_REQUEST = 'This sign-in link has expired. Please go back and start signing in again.';
export const tooManySignInAttempts = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${waitInWords(seconds)} and try again.`;

/** The page's styles, served as a file: the server's Content-Security-Policy allows no inline style. */
export const LOGIN_STYLES = `body { font-family: system-ui, sans-serif; background: #f3f6f9; color: #12263a; margin: 0; }
main { max-width: 24rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .3rem; font-size: 1rem; border: 1px solid #6b7c8f; border-radius: 4px; }
button { width: 100%; margin-top: 1.5rem; padding: .7rem; font-size: 1rem; border: 0; border-radius: 4px; cursor: pointer; }
.primary { background: #0b4f8a; color: #fff; }
.social { background: #e8eef4; color: #12263a; margin-top: .75rem; }
[role=alert] { color: #a0001c; margin-top: 1rem; font-weight: 600; }
:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
p.hint { color: #4a5a6a; font-size: .9rem; }
`;

export function loginPage(options: { request: string; email?: string; error?: string }): string {
  const error = options.error ? escapeHtml(options.error) : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in — Sandbox identity provider</title>
<link rel="stylesheet" href="/api/idp/login.css">
</head>
<body>
<main>
  <h1>Sign in</h1>
  <p class="hint">Sandbox identity provider. Every sandbox persona's password is Sandbox!2026.</p>
  <div id="login-error" role="alert">${error}</div>
  <form method="post" action="/api/idp/login">
    <input type="hidden" name="request" value="${escapeHtml(options.request)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${invalid}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
    <button class="primary" type="submit">Sign in</button>
  </form>
  <form method="post" action="/api/idp/login">
    <input type="hidden" name="request" value="${escapeHtml(options.request)}">
    <input type="hidden" name="connection" value="social">
    <button class="social" type="submit">Continue with Social</button>
  </form>
  <p class="hint">Trouble signing in? Call ${SUPPORT_PHONE} or write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>
</main>
</body>
</html>`;
}
