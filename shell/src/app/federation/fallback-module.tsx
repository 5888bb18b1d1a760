import { CONTRACT_VERSION, type RemotePageProps } from 'shared-contracts';
import { RemoteFailure } from '../../features/remote-view/components/remote-failure';
import { FALLBACK_MARKER, type FallbackMarked } from '../../features/remote-view/lib/fallback-marker';

export interface FallbackModule extends FallbackMarked {
  default: (props: RemotePageProps) => React.JSX.Element;
  contractVersion: string;
}

/**
 * What loadRemote answers instead of a remote that failed. The shell's RemoteView recognises the
 * marker and shows its own failure with a retry; any other caller still gets a page to render.
 */
export function createFallbackModule(id: string, error: unknown): FallbackModule {
  return {
    default: function RemoteFallback() {
      return <RemoteFailure />;
    },
    contractVersion: CONTRACT_VERSION,
    [FALLBACK_MARKER]: { id, error },
  };
}
