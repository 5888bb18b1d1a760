// Stands in for shared-contracts/contract-version only in a build run with SUITE_CONTRACT_VERSION
// (see contract-file-plugin.cjs): the helpers stay the real ones, the version is the override.
/* global __SUITE_CONTRACT_VERSION__ */
export { contractMajor, isContractCompatible } from 'suite-original-contract-version';

export const CONTRACT_VERSION = __SUITE_CONTRACT_VERSION__;
