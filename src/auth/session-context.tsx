import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session, SessionState } from './session';

export const SessionContext = createContext<Session | null>(null);

export function useSessionApi(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionApi needs a <SessionContext.Provider>');
  return session;
}

export function useSession(): SessionState {
  const session = useSessionApi();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
