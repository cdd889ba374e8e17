// The sign-in session: restore on load (cookie check, then authorization), PKCE sign-in start, the
// `/post_login` code exchange, silent token refresh before expiry, and sign-out. A tiny external store
// React reads with useSyncExternalStore.
import { ApiError, dataOrThrow } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { InvalidCookieError, NoCookieFoundError } from '@/api/http-failure';
import type { components } from '@/openapi/schema.gen';

// The sign-in's PKCE and its login record load when a sign-in starts or returns, not with every first screen.
const signInCode = () => Promise.all([import('./pkce'), import('./login-record')]);

/** The identity-provider claims of the signed-in user (decision 001). */
export type SessionUser = components['schemas']['SessionClaims'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; accessToken: string; expiresAt: number };

export interface SessionDeps {
  api: () => ApiClient;
  storage: Storage;
  /** Sends the browser to another site (the IdP page). */
  assignLocation: (url: string) => void;
  /** The `/post_login` callback: a path on the portal's own origin, the only kind authorize takes. */
  callbackUrl: string;
  now?: () => number;
  /** Seconds before expiry at which the token is refreshed. */
  refreshLeadSeconds?: number;
}

/** Sign-in could not be finished; the callback page routes to the error pages. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    readonly reason: 'missing-login-record' | 'state-mismatch' | 'missing-code' | 'auth-failed',
    cause?: unknown,
  ) {
    super(`Sign-in failed: ${reason}`, { cause });
  }
}

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const now = deps.now ?? (() => Date.now());
  const lead = deps.refreshLeadSeconds ?? 60;
  let state: SessionState = { status: 'loading' };
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function scheduleRefresh(expiresInSeconds: number) {
    clearTimeout(refreshTimer);
    const delay = Math.max(5, expiresInSeconds - lead) * 1000;
    refreshTimer = setTimeout(() => {
      void authorize().catch(() => set({ status: 'signed-out' }));
    }, delay);
  }

  async function authorize(): Promise<void> {
    const body = dataOrThrow(await deps.api().GET('/login/session/authorization'));
    set({
      status: 'signed-in',
      user: body.claims,
      accessToken: body.access_token,
      expiresAt: now() + body.expires_in * 1000,
    });
    scheduleRefresh(body.expires_in);
  }

  function isSignedOutAnswer(error: unknown) {
    return (
      error instanceof NoCookieFoundError ||
      error instanceof InvalidCookieError ||
      (error instanceof ApiError && error.status === 401)
    );
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    accessToken: () => (state.status === 'signed-in' ? state.accessToken : null),

    /** On load: a session cookie means signed in (then fetch the token); none means signed out. */
    async restore(): Promise<void> {
      try {
        dataOrThrow(await deps.api().GET('/login/session/cookie'));
        await authorize();
      } catch (error) {
        set({ status: 'signed-out' });
        if (!isSignedOutAnswer(error)) throw error;
      }
    },

    /** Start sign-in: PKCE record in sessionStorage, `POST /authorize`, then off to the IdP page. */
    async signIn(returnTo: string): Promise<void> {
      const [{ createPkce }, { saveLoginRecord, safeReturnPath }] = await signInCode();
      const pkce = await createPkce();
      saveLoginRecord(deps.storage, {
        state: pkce.state,
        verifier: pkce.verifier,
        returnTo: safeReturnPath(returnTo),
      });
      const answer = dataOrThrow(
        await deps.api().POST('/authorize', {
          body: { redirectUri: deps.callbackUrl, authState: pkce.state, codeChallenge: pkce.challenge },
        }),
      );
      deps.assignLocation(answer.redirect_uri);
    },

    /** The `/post_login` callback: exchange the code, fetch the authorization; returns the return path. */
    async completeSignIn(code: string | undefined, returnedState: string | undefined): Promise<string> {
      const [, { takeLoginRecord }] = await signInCode();
      const record = takeLoginRecord(deps.storage);
      const problem = !record
        ? 'missing-login-record'
        : !code
          ? 'missing-code'
          : returnedState !== record.state
            ? 'state-mismatch'
            : null;
      if (problem || !record || !code) {
        set({ status: 'signed-out' });
        throw new SignInError(problem ?? 'missing-code');
      }
      try {
        dataOrThrow(
          await deps.api().POST('/login/session/code', {
            body: { authCode: code, authState: record.state, codeVerifier: record.verifier },
          }),
        );
        await authorize();
      } catch (error) {
        set({ status: 'signed-out' });
        throw new SignInError('auth-failed', error);
      }
      return record.returnTo;
    },

    async signOut(): Promise<void> {
      clearTimeout(refreshTimer);
      try {
        await deps.api().GET('/login/session/logout');
      } finally {
        set({ status: 'signed-out' });
      }
    },
  };
}
