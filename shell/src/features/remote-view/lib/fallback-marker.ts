// No imports on purpose: the fallback module (loaded from inside the federation runtime plugin)
// and RemoteView both read this marker, and it must stay free of shared libraries.

/** The property that marks a module the fallback plugin swapped in for a remote that failed. */
export const FALLBACK_MARKER = '__shellRemoteFallback';

interface FallbackInfo {
  /** The id asked of loadRemote, e.g. `mf_sov/App`. */
  id: string;
  error: unknown;
}

export interface FallbackMarked {
  [FALLBACK_MARKER]: FallbackInfo;
}

/** Whether loadRemote answered with the fallback instead of the remote's module. */
export function isFallbackModule(value: unknown): value is FallbackMarked {
  return typeof value === 'object' && value !== null && FALLBACK_MARKER in value;
}
