// Configuration flags from the Vite environment (`VITE_*`, set in `.env.local` or the shell at build
// time). Every flag has a documented default so the portal runs against the sandbox with no setup.

export interface PortalConfig {
  /** VITE_CUSTOM_LOGIN — use the custom session endpoint for tokens (default true: the sandbox IdP). */
  customLogin: boolean;
  /** VITE_TRIAL_MEMBERSHIPS — offer Trial Membership promotions (default true). */
  trialMemberships: boolean;
  /** VITE_TEST_API — talk to the stubbed test API, i.e. the sandbox (default true). */
  testApi: boolean;
  /** VITE_DISPLAY_STYLEGUIDE — show `/styleguide` (default false). */
  displayStyleguide: boolean;
  /** VITE_REQUEST_TOKEN — the fixed `X-Request-Token` value (default `sandbox-request-token`). */
  requestToken: string;
  /** VITE_API_BASE — API root (default `/api`, same origin). */
  apiBase: string;
  /** VITE_SUPPORT_PHONE — support line shown for `{phone}` (default `1-800-555-0142`). */
  supportPhone: string;
  /** VITE_SUPPORT_EMAIL — support e-mail shown for `{email}` (default `support@example.com`). */
  supportEmail: string;
  /** VITE_TILE_URL — map tile URL template; empty (default) = the offline base layer. */
  tileUrl: string;
  /** VITE_PROVIDER_SITE — the provider's marketing site ('Cancel' on the purchase root; default example.com). */
  providerSite: string;
  /** VITE_STREAM_URL — a video stream's address, `{token}` standing for the playback token (default the sandbox's stand-in stream under the API root). */
  streamUrl: string;
}

type Env = Record<string, string | boolean | undefined>;

function flag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function text(value: string | boolean | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export function readConfig(env: Env): PortalConfig {
  const apiBase = text(env.VITE_API_BASE, '/api').replace(/\/+$/, '');
  return {
    customLogin: flag(env.VITE_CUSTOM_LOGIN, true),
    trialMemberships: flag(env.VITE_TRIAL_MEMBERSHIPS, true),
    testApi: flag(env.VITE_TEST_API, true),
    displayStyleguide: flag(env.VITE_DISPLAY_STYLEGUIDE, false),
    requestToken: text(env.VITE_REQUEST_TOKEN, 'sandbox-request-token'),
    apiBase,
    supportPhone: text(env.VITE_SUPPORT_PHONE, '1-800-555-0142'),
    supportEmail: text(env.VITE_SUPPORT_EMAIL, 'support@example.com'),
    tileUrl: text(env.VITE_TILE_URL, ''),
    providerSite: text(env.VITE_PROVIDER_SITE, 'https://www.example.com/'),
    streamUrl: text(env.VITE_STREAM_URL, `${apiBase}/media/stream/{token}/video.webm`),
  };
}

export const config: PortalConfig = readConfig(import.meta.env);
