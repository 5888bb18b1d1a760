// The auth feature's public face: what other features of the shell may use.
export { useSession, useSessionController } from './auth-context';
export { useLogout } from './hooks/use-logout';
