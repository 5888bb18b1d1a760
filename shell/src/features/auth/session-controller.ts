import { createStore, type StoreApi } from 'zustand/vanilla';
import { decodeTokenClaims, isExpired, type SessionState, type TokenClaims } from 'shared-contracts';
import type { AuthApi } from './api/auth-api';
import { createExpiryTimer } from './lib/expiry-timer';
import { createLocalLoginState, type LoginStateStore } from './lib/login-state';

/** `password-changed`: the account page changed the password (the login page says so). */
type LogoutReason = 'user' | 'expired' | 'unauthorized' | 'password-changed';

/** How a session started: a login on the form, or a restore from the refresh cookie (reload, new tab). */
type SessionOrigin = 'login' | 'restore';

/** Shell-only facts about the session, not shown to remotes. */
export interface SessionMeta {
  /** 'restoring' until the start-up refresh has answered. */
  phase: 'restoring' | 'ready';
  lastLogoutReason: LogoutReason | null;
  /**
   * The token could not be renewed (or its claims became unreadable): the session-expired dialog
   * is open, and its Ok ends the session. Until then the page stays as it was.
   */
  expired: boolean;
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
  /**
   * Settles once the start-up restore has answered (phase 'ready'), whatever it found. A page that
   * needs the session suspends on it, so its Suspense boundary shows one placeholder for the
   * restore and whatever loads after it.
   */
  restored: Promise<void>;
  /** Renews the token; when renewal fails the session is marked expired (the dialog asks to log in again). */
  refresh(): Promise<boolean>;
  logout(reason?: LogoutReason): Promise<void>;
  /** The terms were accepted on the server: the claims say so until the next token carries it. */
  markTermsAccepted(acceptedAt?: string): void;
}

export interface SessionControllerOptions {
  authApi: AuthApi;
  /** A session started (login or restore): the shell resets the search from the claims. */
  onSessionStart(claims: TokenClaims, origin: SessionOrigin): void;
  /** The session ended: the shell clears every search parameter. */
  onSessionEnd(): void;
  now?: () => number;
  loginState?: LoginStateStore;
}

const ANONYMOUS: SessionState = { status: 'anonymous', claims: null };

export function createSessionController(options: SessionControllerOptions): SessionController {
  const now = options.now ?? Date.now;
  const loginState = options.loginState ?? createLocalLoginState();
  const session = createStore<SessionState>(() => ANONYMOUS);
  const meta = createStore<SessionMeta>(() => ({ phase: 'restoring', lastLogoutReason: null, expired: false }));
  let token: string | null = null;
  const timer = createExpiryTimer(() => void controller.refresh());
  const restored = new Promise<void>((resolve) => {
    const stop = meta.subscribe(({ phase }) => {
      if (phase !== 'ready') return;
      stop();
      resolve();
    });
  });

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
    restored,
    getToken: () => token,
    async login(username, password) {
      const claims = adopt(await options.authApi.login({ username, password }));
      meta.setState({ lastLogoutReason: null, expired: false });
      options.onSessionStart(claims, 'login');
    },
    async restore() {
      // After a logout on this browser there is no session to renew: skip the call (and its 401).
      if (loginState.read()?.userIsLoggedIn === false) {
        meta.setState({ phase: 'ready' });
        return;
      }
      try {
        options.onSessionStart(adopt(await options.authApi.refresh()), 'restore');
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
        // docs/product.md#session-and-login: the session-expired dialog, whose Ok logs out. The dead token goes now,
        // so no call is made with it meanwhile.
        timer.cancel();
        token = null;
        if (session.getState().status === 'authenticated') meta.setState({ expired: true });
        return false;
      }
    },
    async logout(reason = 'user') {
      // A 401 while the expired dialog is open (a view asked without a token) waits for its Ok.
      if (reason === 'unauthorized' && meta.getState().expired) return;
      const wasLoggedIn = token !== null || session.getState().status === 'authenticated';
      timer.cancel();
      token = null;
      if (!wasLoggedIn) return;
      session.setState(ANONYMOUS);
      loginState.write({ userIsLoggedIn: false, username: loginState.read()?.username ?? null });
      meta.setState({ lastLogoutReason: reason, expired: false });
      options.onSessionEnd();
      try {
        await options.authApi.logout();
      } catch {
        // The local session is gone either way; the refresh cookie expires on its own.
      }
    },
    markTermsAccepted(acceptedAt = new Date(now()).toISOString()) {
      const { claims } = session.getState();
      if (!claims || claims.termsAccepted) return;
      session.setState({ claims: { ...claims, termsAccepted: true, termsAcceptedAt: acceptedAt } });
    },
  };
  return controller;
}
