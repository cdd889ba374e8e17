// A web address the partner forms accept (companion spec §5: the website and social URLs 'must contain
// "https://" or "http://"'), and that message after the field's name.
export const WEB_URL_PATTERN = /^https?:\/\/[^\s.]+\.\S+$/i;

export const isWebUrl = (value: string): boolean => WEB_URL_PATTERN.test(value);

/** Spec §8, verbatim after the field's name: `Website URL is not valid, must contain "https://" or "http://"`. */
export const urlNotValid = (label: string): string =>
  `${label} is not valid, must contain "https://" or "http://"`;
