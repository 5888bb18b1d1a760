// Replaced at build time by exposed-modules-loader.cjs with one lazy import per federated id of
// the registry's remotes (`'mf_sov/App': () => import('mf_sov/App')`); empty outside the build.
export const EXPOSED = {};
