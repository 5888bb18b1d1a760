/**
 * The version of this contract. Every remote exposes the version it was built with; the shell
 * refuses to mount a remote whose major differs. Additive changes keep the major.
 */
export const CONTRACT_VERSION = '1.1.0';

/** The major number of a semver string, or NaN when it is not one. */
export function contractMajor(version: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

/** Whether a remote built against `remoteVersion` may be mounted by a host at `hostVersion`. */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const remoteMajor = contractMajor(remoteVersion);
  return !Number.isNaN(remoteMajor) && remoteMajor === contractMajor(hostVersion);
}
