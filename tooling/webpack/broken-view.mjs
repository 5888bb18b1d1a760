// Stands in for a remote's exposed App only in a build run with SUITE_BROKEN_RENDER=1 (see
// contract-file-plugin.cjs): a version that loads and then throws while rendering, for the
// browser test of automatic canary rollback. No imports, so it resolves from anywhere.
/* global __SUITE_BROKEN_VIEW_CONTRACT__ */
export const contractVersion = __SUITE_BROKEN_VIEW_CONTRACT__;

export default function BrokenView() {
  throw new Error('This build throws while rendering on purpose (SUITE_BROKEN_RENDER=1)');
}
