import { useStore } from 'zustand';
import type { SessionState } from 'shared-contracts';
import { createContextValue } from '../../lib/create-context-value';
import type { SessionController, SessionMeta } from './session-controller';

export const [SessionControllerProvider, useSessionController] =
  createContextValue<SessionController>('SessionController');

/** Reads the session (status and claims) through a selector. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionController().session, selector);
}

export function useSessionMeta<T>(selector: (state: SessionMeta) => T): T {
  return useStore(useSessionController().meta, selector);
}
