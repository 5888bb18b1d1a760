// The remote-view feature's public face: what other features of the shell may use.
export { HostProvider, useHost } from './host-context';
export { pausableHost } from './lib/pausable-host';
export type { CanaryDraw } from './lib/remote-plan';
export { ViewFailedContext } from './lib/view-failed-context';
