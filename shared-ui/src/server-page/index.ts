// A public page's server-rendered copy and its hand-over to the page in #root (issue 56). No
// antd, no shared-ui main entry: the public pages import it.
export { readServerState } from './read-server-state';
export { showClientPage } from './show-client-page';
