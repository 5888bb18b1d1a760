import { createStore, type StoreApi } from 'zustand/vanilla';
import { decodeTokenClaims, isExpired, type SessionState, type TokenClaims } from 'shared-contracts';
import type { AuthApi } from './api/auth-api';
import { createExpiryTimer } from './lib/expiry-timer';
import { localLoginState, type LoginStateStore } from './lib/login-state';

export type LogoutReason = 'user' | 'expired' | 'unauthorized';

/** Shell-only facts about the session, not shown to remotes. */
export interface SessionMeta {
  /** 'restoring' until the start-up refresh has answered. */
  phase: 'restoring' | 'ready';
  lastLogoutReason: LogoutReason | null;
}

export interface SessionController {
  /** What remotes read (through the HostApi, read-only). */
  session: StoreApi<SessionState>;
  meta: StoreApi<SessionMeta>;
  /** The access token: in memory only, never in a store a remote can read, never persisted. */
  getToken(): string | null;
  login(username: string, password: string): Promise<void>;
  /** Renews the session from the refresh cookie on start (a reload or a new tab). */
  restore(): Promise<void>;
  /** Renews the token; logs out when renewal fails. */
  refresh(): Promise<boolean>;
  logout(reason?: LogoutReason): Promise<void>;
}

export interface SessionControllerOptions {
  authApi: AuthApi;
  /** A session started (login or restore): the shell resets the search from the claims. */
  onSessionStart(claims: TokenClaims): void;
  /** The session ended: the shell clears every search parameter. */
  onSessionEnd(): void;
  now?: () => number;
  loginState?: LoginStateStore;
}

const ANONYMOUS: SessionState = { status: 'anonymous', claims: null };

export function createSessionController(options: SessionControllerOptions): SessionController {
  const now = options.now ?? Date.now;
  const loginState = options.loginState ?? localLoginState;
  const session = createStore<SessionState>(() => ANONYMOUS);
  const meta = createStore<SessionMeta>(() => ({ phase: 'restoring', lastLogoutReason: null }));
  let token: string | null = null;
  const timer = createExpiryTimer(() => void controller.refresh());

  /** Decodes and adopts a token; throws when it cannot be read or has already expired. */
  function adopt(nextToken: string): TokenClaims {
    const claims = decodeTokenClaims(nextToken);
    if (isExpired(claims, now())) throw new Error('The token has already expired');
    token = nextToken;
    session.setState({ status: 'authenticated', claims });
    loginState.write({ userIsLoggedIn: true, username: claims.username });
    timer.schedule(claims.exp, now());
    return claims;
  }

  const controller: SessionController = {
    session,
    meta,
    getToken: () => token,
    async login(username, password) {
      const claims = adopt(await options.authApi.login({ username, password }));
      meta.setState({ lastLogoutReason: null });
      options.onSessionStart(claims);
    },
    async restore() {
      // After a logout on this browser there is no session to renew: skip the call (and its 401).
      if (loginState.read()?.userIsLoggedIn === false) {
        meta.setState({ phase: 'ready' });
        return;
      }
      try {
        options.onSessionStart(adopt(await options.authApi.refresh()));
      } catch {
        // No refresh cookie, or it was revoked: the user logs in again.
        loginState.write({ userIsLoggedIn: false, username: loginState.read()?.username ?? null });
      } finally {
        meta.setState({ phase: 'ready' });
      }
    },
    async refresh() {
      try {
        adopt(await options.authApi.refresh());
        return true;
      } catch {
        await controller.logout('expired');
        return false;
      }
    },
    async logout(reason = 'user') {
      const wasLoggedIn = token !== null || session.getState().status === 'authenticated';
      timer.cancel();
      token = null;
      if (!wasLoggedIn) return;
      session.setState(ANONYMOUS);
      loginState.write({ userIsLoggedIn: false, username: loginState.read()?.username ?? null });
      meta.setState({ lastLogoutReason: reason });
      options.onSessionEnd();
      try {
        await options.authApi.logout();
      } catch {
        // The local session is gone either way; the refresh cookie expires on its own.
      }
    },
  };
  return controller;
}
