import { QaOverrideBanner } from '../../features/qa-override/components/qa-override-banner';
import { writeOverrides } from '../../features/qa-override/lib/remote-overrides';
import { getRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { local } from '../../lib/storage';

interface QaOverrideNoticeProps {
  /** Loads the page again; the remotes are registered once per page, so clearing needs it. */
  reload?: () => void;
}

/** The banner of this page's QA overrides; Clear forgets them and reloads on the pinned versions. */
export function QaOverrideNotice({ reload = () => window.location.reload() }: QaOverrideNoticeProps) {
  const entries = Object.values(getRemotePlan()?.entries ?? {});
  const overrides = entries.flatMap((entry) =>
    entry?.override ? [{ remote: entry.remote, version: entry.version, pinnedVersion: entry.pinnedVersion }] : [],
  );
  const clear = () => {
    writeOverrides(local, {});
    reload();
  };
  return <QaOverrideBanner overrides={overrides} onClear={clear} />;
}
