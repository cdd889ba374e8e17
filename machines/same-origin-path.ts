// A path on the page's own origin (decision 190): one leading '/', not '//' or '/\' (a browser reads both
// as another host), no backslash and no white space (a browser drops tabs and line breaks, so '/\t/evil'
// is '//evil'). The portal's return path after sign-in and the sandbox's sign-in redirect allow-list both
// follow it; the contract's `redirectUri` pattern is the same expression.
export const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\\\s]*$/;

export const isSameOriginPath = (value: string): boolean => SAME_ORIGIN_PATH.test(value);
