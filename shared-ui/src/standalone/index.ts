// The standalone dev host lives in its own entry so the production page chunk of a remote
// (loaded by the shell through the shared `shared-ui`) never carries it.
export { renderStandalone } from './render-standalone';
export { StandaloneHost, type StandaloneHostProps, type StandaloneOptions } from './standalone-host';
export { createStandaloneHandle, type StandaloneHandle } from './create-standalone-handle';
export { DEMO_ANALYST, signInAsDemoAnalyst } from './demo-sign-in';
