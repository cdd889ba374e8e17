// The sign-in record kept in sessionStorage between "start sign-in" and the `/post_login` callback
// (decision 021): PKCE state and verifier plus the return path and query. Never card data: the return
// path is a route and its query only.
import { isSameOriginPath } from '@/machines/same-origin-path';

const KEY = 'portal:login-record';

export interface LoginRecord {
  state: string;
  verifier: string;
  returnTo: string;
}

export function saveLoginRecord(storage: Storage, record: LoginRecord): void {
  storage.setItem(KEY, JSON.stringify(record));
}

export function takeLoginRecord(storage: Storage): LoginRecord | null {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'state' in value &&
      'verifier' in value &&
      'returnTo' in value &&
      typeof value.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.returnTo === 'string'
    ) {
      return { state: value.state, verifier: value.verifier, returnTo: safeReturnPath(value.returnTo) };
    }
  } catch {
    // A damaged record is the same as none.
  }
  return null;
}

/** Only paths on the portal's own origin are followed after sign-in (no open redirect). */
export function safeReturnPath(path: string | undefined): string {
  return path && isSameOriginPath(path) ? path : '/members';
}
