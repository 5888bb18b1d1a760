import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  REMOTE_EXPOSED_MODULE,
  REMOTES,
  type RemoteId,
  type RemotePageProps,
} from 'shared-contracts';
import { isFallbackModule } from './fallback-marker';
import { ContractMismatchError, RemoteLoadError } from './remote-errors';

export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
}

function isPageModule(value: unknown): value is { default: unknown; contractVersion?: unknown } {
  return typeof value === 'object' && value !== null && 'default' in value;
}

/**
 * Loads a remote's exposed page and checks it before anything mounts: a failed load (the
 * fallback plugin's marker), a module without a page component, or another contract major
 * each become an error the view's boundary explains.
 */
export async function loadRemotePage(remote: RemoteId): Promise<RemotePageModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(`${REMOTES[remote]}/${REMOTE_EXPOSED_MODULE}`);
  } catch (error) {
    throw new RemoteLoadError(remote, error);
  }
  if (isFallbackModule(loaded)) throw new RemoteLoadError(remote, loaded.__shellRemoteFallback.error);
  if (!isPageModule(loaded) || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(remote, 'the module has no page component');
  }
  const remoteVersion = typeof loaded.contractVersion === 'string' ? loaded.contractVersion : 'unknown';
  if (!isContractCompatible(remoteVersion, CONTRACT_VERSION)) {
    throw new ContractMismatchError(remote, remoteVersion, CONTRACT_VERSION);
  }
  return { default: loaded.default as ComponentType<RemotePageProps> };
}
