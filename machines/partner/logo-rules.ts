// The partner logo (companion spec §5 'Partner business profile', §9): "The logo must be PNG, JPG, JPEG or
// SVG and smaller than 500KB. Otherwise the flash error is 'Logo image size must be less than 500KB'" —
// for a wrong type too; recommended up to 410×140. The portal checks the chosen file with these before
// sending it; the sandbox checks the bytes with them (its field error names the formats).
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_TOO_LARGE = 'Logo image size must be less than 500KB';
export const LOGO_BAD_FORMAT = 'Logo must be a PNG, JPG, JPEG or SVG image';
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
export const LOGO_RECOMMENDED = 'PNG, JPG, JPEG or SVG, under 500KB; recommended size up to 410×140 pixels.';

const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** The spec's one flash for a chosen file that cannot be the logo (wrong type or too large), or null. */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  return EXTENSIONS.test(file.name) && file.size < LOGO_MAX_BYTES ? null : LOGO_TOO_LARGE;
}
