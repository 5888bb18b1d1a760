import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markEntry, markManifest } from '../../features/remote-view/lib/load-telemetry';

// Only type imports of shared libraries: this file runs before the share scope exists.

/**
 * Times the steps of a remote's load for the load telemetry: when its manifest and its entry
 * script arrived or failed. The loader (load-remote-page.ts) starts and ends each load.
 */
export default function loadTelemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-load-telemetry',
    afterLoadManifest(args) {
      markManifest(args.moduleInfo.name, !args.error);
      return args;
    },
    afterLoadEntry(args) {
      if (!args.cached) markEntry(args.remoteInfo.name, !args.error || args.recovered === true);
      return args;
    },
  };
}
