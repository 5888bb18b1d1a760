// The qa-override feature's public face: what other features of the shell may use.
export { loopbackManifestUrl } from './lib/loopback-manifest';
export { OVERRIDE_PARAM } from './lib/remote-overrides';
