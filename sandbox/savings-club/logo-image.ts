// Logo upload checks (companion spec §5 "Partner business profile", §9): PNG, JPG/JPEG or SVG, under 500KB.
// The format is read from the bytes, not from a name or a data-URL prefix the caller controls; served logos
// carry their own Content-Security-Policy (decision 196).

import { LOGO_BAD_FORMAT, LOGO_MAX_BYTES, LOGO_TOO_LARGE } from '@/machines/partner/logo-rules';

export { LOGO_BAD_FORMAT, LOGO_MAX_BYTES, LOGO_TOO_LARGE };

export type LogoImage = { bytes: Buffer; extension: 'png' | 'jpg' | 'svg'; contentType: string };
export type LogoCheck = { ok: true; image: LogoImage } | { ok: false; message: string };

/**
 * Headers of a served logo: an uploaded SVG may carry script, so the image answers with its own policy
 * (nothing loads, nothing runs, a unique origin even when opened as a page) and its type is not sniffed.
 */
export const SERVED_LOGO_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

function sniff(bytes: Buffer): Omit<LogoImage, 'bytes'> | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) {
    return { extension: 'svg', contentType: 'image/svg+xml' };
  }
  return undefined;
}

/** Decodes and checks an uploaded logo (plain base64 or a data URL). */
export function checkLogo(base64encodedimage: string): LogoCheck {
  const payload = base64encodedimage.replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    return { ok: false, message: 'is not valid base64' };
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length >= LOGO_MAX_BYTES) return { ok: false, message: LOGO_TOO_LARGE };
  const format = sniff(bytes);
  if (!format) return { ok: false, message: LOGO_BAD_FORMAT };
  return { ok: true, image: { bytes, ...format } };
}
