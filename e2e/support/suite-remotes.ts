// The remotes as the started suite serves them: the registry (shared-contracts/remotes.json)
// through the same derivation as scripts/start-suite.mjs, so a test never writes a remote's port.
import { readRemoteRegistry, remoteServers } from '../../tooling/remote-registry/remote-registry.mjs';

const SUITE_REMOTES = remoteServers(readRemoteRegistry());

/** The port the started suite serves a remote on (its name in .suite/pids.json too). */
export function suiteRemotePort(remote: string): number {
  const server = SUITE_REMOTES.find((candidate) => candidate.name === remote);
  if (!server) throw new Error(`${remote} is not in shared-contracts/remotes.json`);
  return server.port;
}
