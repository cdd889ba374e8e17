// Security headers on every answer of the one-port server (decision 110): a Content-Security-Policy that
// allows only the portal's own scripts, styles and API (no inline script; the map's tile origin only when
// VITE_TILE_URL is set), no framing, nosniff, a referrer policy, geolocation for the portal's own pages
// only, and HSTS on answers served over HTTPS. A header an answer set itself is kept: an uploaded logo's own,
// stricter policy (decision 196) is not replaced by the page policy.
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

export type HstsMode = 'https' | 'always' | 'off';

export type SecurityOptions = {
  /** The map's tile URL template (VITE_TILE_URL); its origin joins img-src. Empty = offline map. */
  tileUrl?: string;
  /** VITE_API_BASE; when absolute, its origin joins connect-src. */
  apiBase?: string;
  /** VITE_STREAM_URL, the video streams; when absolute, its origin joins media-src. */
  streamUrl?: string;
  /**
   * Strict-Transport-Security: 'https' (default) on answers to requests that arrived over HTTPS (directly
   * or through a proxy's X-Forwarded-Proto), 'always', or 'off'.
   */
  hsts?: HstsMode;
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The origin of an absolute URL or Leaflet tile template as CSP sources:
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `['https://*.tile.example.org']`. None when the value
 * is empty or relative (same origin).
 */
export function originSource(url: string | undefined): string[] {
  const origin = /^(https?:\/\/[^/?#]+)/i.exec(url?.trim() ?? '')?.[1];
  return origin ? [origin.replace(/\{[^}]*\}/g, '*')] : [];
}

export function hstsMode(value: string | undefined): HstsMode {
  if (value === undefined || value === '') return 'https';
  if (value === 'https' || value === 'always' || value === 'off') return value;
  throw new Error(`PORTAL_HSTS must be https, always or off (got '${value}')`);
}

const overHttps = (request: Request) =>
  new URL(request.url).protocol === 'https:' ||
  request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';

export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Vite inlines small images (Leaflet's control icons) as data: URIs.
      imgSrc: ["'self'", 'data:', ...originSource(options.tileUrl)],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...originSource(options.apiBase)],
      mediaSrc: ["'self'", ...originSource(options.streamUrl)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    // Tile servers ask for the site's origin as referrer; nothing more leaves the portal.
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
    },
    strictTransportSecurity: false,
    overwrite: false,
  });
  const mode = options.hsts ?? 'https';
  const hsts = createMiddleware(async (c, next) => {
    await next();
    if (mode === 'always' || (mode === 'https' && overHttps(c.req.raw))) {
      c.header('Strict-Transport-Security', HSTS_VALUE);
    }
  });
  return every(headers, hsts);
}
