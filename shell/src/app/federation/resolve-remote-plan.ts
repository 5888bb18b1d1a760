import { REMOTE_IDS, type EnvironmentFile, type RemoteId, type RemotePin } from 'shared-contracts';
import type { CanaryAudience } from '../../features/canary/canary-audience';
import { canaryBucket, isInCanary } from '../../features/canary/canary-bucket';
import { rollbackKey, type RolledBackCanaries } from '../../features/canary/canary-rollbacks';
import { isLoopbackOverride } from '../../features/qa-override/lib/loopback-manifest';
import { manifestUrlForVersion } from '../../features/qa-override/lib/manifest-url-for-version';
import type { RemoteOverrides } from '../../features/qa-override/lib/remote-overrides';
import type { IgnoredOverride, RemotePlan, RemotePlanEntry } from '../../features/remote-view/lib/remote-plan';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origins manifests may come from. Production trusts only its explicit list (none listed:
 * none loaded). Elsewhere the pinned origins are trusted when no list is given.
 */
export function allowedOriginsOf(env: EnvironmentFile): string[] {
  if (env.allowedOrigins) return env.allowedOrigins;
  if (env.production) return [];
  return REMOTE_IDS.flatMap((id) => originOf(env.remotes[id]?.manifestUrl ?? '') ?? []);
}

/** The stable pin or the canary, as this audience draws it (see canary-bucket.ts). */
function drawChannel(
  remote: RemoteId,
  pin: RemotePin,
  audience: CanaryAudience,
  rolledBack: RolledBackCanaries,
): Pick<RemotePlanEntry, 'version' | 'manifestUrl' | 'channel' | 'canary'> {
  if (!pin.canary) return { version: pin.version, manifestUrl: pin.manifestUrl, channel: 'stable', canary: null };
  const bucket = canaryBucket(audience.key, remote);
  const withdrawn = rolledBack.has(rollbackKey(remote, pin.canary.version));
  const canary = {
    version: pin.canary.version,
    percent: pin.canary.percent,
    bucket,
    audience: audience.kind,
    rolledBack: withdrawn,
  };
  return !withdrawn && isInCanary(bucket, pin.canary.percent)
    ? { version: pin.canary.version, manifestUrl: pin.canary.manifestUrl, channel: 'canary', canary }
    : { version: pin.version, manifestUrl: pin.manifestUrl, channel: 'stable', canary };
}

/**
 * Decides where each remote loads from in this page. A canary goes to its share of audiences
 * (the user, else this browser) unless the API rolled it back. Outside production a QA override
 * points one remote at another version (its URL derived from the pinned one, on an allowed
 * origin) or at a build on this machine (a loopback manifest URL, admitted by the page's CSP
 * while the override is set), and wins over the canary; in production overrides are ignored
 * and a URL off the allow-list is refused.
 */
export function resolveRemotePlan(
  env: EnvironmentFile,
  overrides: RemoteOverrides,
  audience: CanaryAudience,
  rolledBack: RolledBackCanaries = new Set(),
): RemotePlan {
  const allowed = new Set(allowedOriginsOf(env));
  const ignoredOverrides: IgnoredOverride[] = [];
  const entries: RemotePlan['entries'] = {};
  for (const remote of REMOTE_IDS) {
    const pin = env.remotes[remote];
    const asked = overrides[remote];
    if (!pin?.manifestUrl) {
      if (asked) ignoredOverrides.push({ remote, version: asked, reason: 'not-pinned' });
      continue;
    }
    const drawn = drawChannel(remote, pin, audience, rolledBack);
    const entry: RemotePlanEntry = {
      remote,
      ...drawn,
      pinnedVersion: pin.version,
      override: false,
      local: false,
      refused: env.production && !allowed.has(originOf(drawn.manifestUrl) ?? ''),
    };
    if (asked && isLoopbackOverride(asked)) {
      if (env.production) ignoredOverrides.push({ remote, version: asked, reason: 'loopback-in-production' });
      else Object.assign(entry, { version: asked, manifestUrl: asked, override: true, local: true });
    } else if (asked && asked !== pin.version) {
      const url = manifestUrlForVersion(pin.manifestUrl, pin.version, asked);
      if (env.production) ignoredOverrides.push({ remote, version: asked, reason: 'production' });
      else if (!url) ignoredOverrides.push({ remote, version: asked, reason: 'no-version-segment' });
      else if (!allowed.has(originOf(url) ?? '')) {
        ignoredOverrides.push({ remote, version: asked, reason: 'origin-not-allowed' });
      } else Object.assign(entry, { version: asked, manifestUrl: url, override: true });
    }
    entries[remote] = entry;
  }
  return { envName: env.name, production: env.production, entries, ignoredOverrides };
}

/** The overrides the plan applied, to remember for this browser. */
export function appliedOverrides(plan: RemotePlan): RemoteOverrides {
  const applied: RemoteOverrides = {};
  for (const entry of Object.values(plan.entries)) if (entry?.override) applied[entry.remote] = entry.version;
  return applied;
}
