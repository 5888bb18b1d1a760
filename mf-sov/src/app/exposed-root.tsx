import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { ChartColorsProvider, registerTranslations } from 'shared-ui';
import { shareOfVoiceViewQueries } from '../features/share-of-voice/api/get-share-of-voice';
import { ShareOfVoicePage } from '../features/share-of-voice/share-of-voice-page';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** The page's first request, for the shell to start before the page shows. */
export function viewQueries({ host }: RemotePageProps) {
  return shareOfVoiceViewQueries(host);
}

/** What the shell mounts at /dashboard/shareofvoice (`mf_sov/App`). */
export default function ShareOfVoiceRoot({ host }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  // The page's one registry of chart colours: an entity looks the same in every view.
  return (
    <ChartColorsProvider colors={host.chartColors}>
      <ShareOfVoicePage host={host} />
    </ChartColorsProvider>
  );
}
