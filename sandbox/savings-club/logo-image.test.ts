// Logo checks read the format from the bytes and enforce the 500KB limit (companion spec §5, §9).
import { describe, expect, it } from 'vitest';
import { checkLogo, LOGO_BAD_FORMAT, LOGO_MAX_BYTES, LOGO_TOO_LARGE } from './logo-image';

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="410" height="140"></svg>';

describe('checkLogo', () => {
  it.each([
    ['PNG', b64(PNG), 'png', 'image/png'],
    ['JPEG as a data URL', `data:image/jpeg;base64,${b64(JPEG)}`, 'jpg', 'image/jpeg'],
    ['SVG', b64(SVG), 'svg', 'image/svg+xml'],
  ])('accepts %s', (_, input, extension, contentType) => {
    const result = checkLogo(input);
    expect(result).toMatchObject({ ok: true, image: { extension, contentType } });
  });

  it('rejects an image of 500KB or more with the spec message', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect(checkLogo(b64(big))).toEqual({ ok: false, message: LOGO_TOO_LARGE });
    expect(checkLogo(b64(big.subarray(0, LOGO_MAX_BYTES - 1))).ok).toBe(true);
  });

  it('rejects other formats (GIF, text) and text that is not base64', () => {
    expect(checkLogo(b64('GIF89a......'))).toEqual({ ok: false, message: LOGO_BAD_FORMAT });
    expect(checkLogo(b64('<html><script>alert(1)</script></html>'))).toEqual({
      ok: false,
      message: LOGO_BAD_FORMAT,
    });
    expect(checkLogo('not base64 at all!')).toEqual({ ok: false, message: 'is not valid base64' });
  });
});
