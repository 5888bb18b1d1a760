import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  REMOTE_EXPOSED_MODULE,
  REMOTES,
  type RemoteId,
  type RemotePageProps,
  type ViewQuery,
} from 'shared-contracts';
import { remoteLoadsStore, type RemoteLoadStatus } from '../stores/remote-loads-store';
import { isFallbackModule } from './fallback-marker';
import { beginLoad, endLoad, reportRemoteLoad } from './load-telemetry';
import { getRemotePlan, type RemotePlanEntry } from './remote-plan';
import { ContractMismatchError, RemoteLoadError, RemoteRefusedError } from './remote-errors';

export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
  viewQueries?: (props: RemotePageProps) => readonly ViewQuery[];
  /** The page takes the place of the copy the shell's server drew (RemoteModule). */
  takesOverServerCopy?: boolean;
}

function isPageModule(
  value: unknown,
): value is { default: unknown; contractVersion?: unknown; viewQueries?: unknown; takesOverServerCopy?: unknown } {
  return typeof value === 'object' && value !== null && 'default' in value;
}

/** The page component of a loaded module, or the error the view's boundary explains. */
function checkModule(remote: RemoteId, loaded: unknown): RemotePageModule {
  if (isFallbackModule(loaded)) throw new RemoteLoadError(remote, loaded.__shellRemoteFallback.error);
  if (!isPageModule(loaded) || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(remote, 'the module has no page component');
  }
  const remoteVersion = typeof loaded.contractVersion === 'string' ? loaded.contractVersion : 'unknown';
  if (!isContractCompatible(remoteVersion, CONTRACT_VERSION)) {
    throw new ContractMismatchError(remote, remoteVersion, CONTRACT_VERSION);
  }
  const page: RemotePageModule = { default: loaded.default as ComponentType<RemotePageProps> };
  if (typeof loaded.viewQueries === 'function') {
    page.viewQueries = loaded.viewQueries as NonNullable<RemotePageModule['viewQueries']>;
  }
  if (loaded.takesOverServerCopy === true) page.takesOverServerCopy = true;
  return page;
}

/**
 * Pages loaded and checked, by the plan's entry they were loaded from: a view opened again, or
 * warmed, needs no wait; a new plan (another version) starts with none ready.
 */
const readyPages = new WeakMap<RemotePlanEntry, RemotePageModule>();

function keepReady(remote: RemoteId, page: RemotePageModule): void {
  const entry = getRemotePlan()?.entries[remote];
  if (entry) readyPages.set(entry, page);
}

/** The remote's page if it has loaded and passed its checks already, else undefined. */
export function readyRemotePage(remote: RemoteId): RemotePageModule | undefined {
  const entry = getRemotePlan()?.entries[remote];
  return entry ? readyPages.get(entry) : undefined;
}

/**
 * Keeps a module loaded ahead of time (warming) as ready when it passes the checks a view's load
 * makes; one that does not is left for the view's own load to explain.
 */
export function keepWarmedPage(remote: RemoteId, loaded: unknown): void {
  try {
    keepReady(remote, checkModule(remote, loaded));
  } catch {
    // The view's load meets the same error and shows it in its outlet.
  }
}

function statusOf(error: unknown): RemoteLoadStatus {
  if (error instanceof ContractMismatchError) return 'incompatible';
  if (error instanceof RemoteRefusedError) return 'refused';
  return 'failed';
}

/**
 * Loads a remote's exposed page and checks it before anything mounts: a URL production refused,
 * a failed load (the fallback plugin's marker), a module without a page component, or another
 * contract major each become an error the view's boundary explains. Each attempt's time and
 * outcome go to the loads store (the diagnostics panel).
 */
/**
 * Reports a load to the load telemetry: the first success of a remote in this page (a later
 * mount is the runtime's cache) and every failure, with the phase that failed.
 */
function reportLoad(remote: RemoteId, error: unknown): void {
  const plan = getRemotePlan();
  const entry = plan?.entries[remote];
  const { failedPhase, ...times } = endLoad(REMOTES[remote]);
  // A build on an engineer's machine says nothing about the environment's health.
  if (!plan || !entry || entry.local) return;
  const outcome = error === null ? 'loaded' : 'failed';
  if (outcome === 'loaded' && remoteLoadsStore.getState().loads[remote]?.status === 'loaded') return;
  reportRemoteLoad({
    env: plan.envName,
    remote,
    version: entry.version,
    channel: entry.channel,
    outcome,
    phase: outcome === 'loaded' ? null : (failedPhase ?? 'module'),
    ...times,
  });
}

export async function loadRemotePage(remote: RemoteId): Promise<RemotePageModule> {
  const entry = getRemotePlan()?.entries[remote];
  const startedAt = performance.now();
  beginLoad(REMOTES[remote], startedAt);
  let contractVersion: string | null = null;
  try {
    if (entry?.refused) throw new RemoteRefusedError(remote, entry.manifestUrl);
    let loaded: unknown;
    try {
      loaded = await loadRemote<unknown>(`${REMOTES[remote]}/${REMOTE_EXPOSED_MODULE}`);
    } catch (error) {
      throw new RemoteLoadError(remote, error);
    }
    if (isPageModule(loaded) && typeof loaded.contractVersion === 'string') contractVersion = loaded.contractVersion;
    const page = checkModule(remote, loaded);
    keepReady(remote, page);
    reportLoad(remote, null);
    remoteLoadsStore.getState().record(remote, {
      status: 'loaded',
      contractVersion,
      loadMs: performance.now() - startedAt,
    });
    return page;
  } catch (error) {
    // A refusal is the environment's doing, not a failed load.
    if (!(error instanceof RemoteRefusedError)) reportLoad(remote, error);
    remoteLoadsStore.getState().record(remote, {
      status: statusOf(error),
      contractVersion,
      loadMs: performance.now() - startedAt,
    });
    throw error;
  }
}
