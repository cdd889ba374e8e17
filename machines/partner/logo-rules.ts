// The partner logo (companion spec §5 'Partner business profile', §9): PNG, JPG, JPEG or SVG, smaller
// than 500KB (else the flash 'Logo image size must be less than 500KB'), recommended up to 410×140. The
// portal checks the chosen file with these before sending it; the sandbox checks the bytes with them.
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_TOO_LARGE = 'Logo image size must be less than 500KB';
export const LOGO_BAD_FORMAT = 'Logo must be a PNG, JPG, JPEG or SVG image';
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
export const LOGO_RECOMMENDED = 'PNG, JPG, JPEG or SVG, under 500KB; recommended size up to 410×140 pixels.';

const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** Why a chosen file cannot be the logo, or null when it can be sent. */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  if (!EXTENSIONS.test(file.name)) return LOGO_BAD_FORMAT;
  if (file.size >= LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}
