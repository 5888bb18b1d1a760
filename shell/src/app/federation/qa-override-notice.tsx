import { lazy, Suspense } from 'react';
import { writeOverrides } from '../../features/qa-override/lib/remote-overrides';
import { getRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { local } from '../../lib/storage';

// The banner and antd's Alert load only in a browser with overrides (issue 16).
const FramedQaOverrideBanner = lazy(() =>
  import('./framed-qa-override-banner').then((module) => ({ default: module.FramedQaOverrideBanner })),
);

interface QaOverrideNoticeProps {
  /** Loads the page again; the remotes are registered once per page, so clearing needs it. */
  reload?: () => void;
}

/**
 * The banner of this page's QA overrides (and, in production, of the loopback ones it refused);
 * Clear forgets them and reloads on the pinned versions.
 */
export function QaOverrideNotice({ reload = () => window.location.reload() }: QaOverrideNoticeProps) {
  const plan = getRemotePlan();
  const overrides = Object.values(plan?.entries ?? {}).flatMap((entry) =>
    entry?.override
      ? [{ remote: entry.remote, version: entry.version, pinnedVersion: entry.pinnedVersion, local: entry.local }]
      : [],
  );
  const refusedOverlays = (plan?.ignoredOverrides ?? []).flatMap((ignored) =>
    ignored.reason === 'loopback-in-production' ? [{ remote: ignored.remote, manifestUrl: ignored.version }] : [],
  );
  if (overrides.length === 0 && refusedOverlays.length === 0) return null;
  const clear = () => {
    writeOverrides(local, {});
    reload();
  };
  return (
    <Suspense fallback={null}>
      <FramedQaOverrideBanner overrides={overrides} refusedOverlays={refusedOverlays} onClear={clear} />
    </Suspense>
  );
}
