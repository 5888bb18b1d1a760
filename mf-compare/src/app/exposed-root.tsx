import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { ChartColorsProvider, registerTranslations } from 'shared-ui';
import { ComparePage } from '../features/compare/compare-page';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** What the shell mounts at /dashboard/compare (`mf_compare/App`). */
export default function CompareRoot({ host }: RemotePageProps) {
  // Before the page renders, so its first frame is already translated.
  registerTranslations(host.i18n, NAMESPACE, resources);
  // The page's one registry of chart colours: an entity keeps its colour in every view.
  return (
    <ChartColorsProvider colors={host.chartColors}>
      <ComparePage host={host} />
    </ChartColorsProvider>
  );
}
