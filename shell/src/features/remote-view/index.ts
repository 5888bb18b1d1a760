// The remote-view feature's public face: what other features of the shell may use.
export { useHost } from './host-context';
export type { CanaryDraw } from './lib/remote-plan';
