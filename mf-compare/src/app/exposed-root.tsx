import type { RemotePageProps } from 'shared-contracts';
// A subpath, not the shared singleton: the version this remote was built with, not the shell's.
import { CONTRACT_VERSION } from 'shared-contracts/contract-version';
import { ChartColorsProvider, readAppliedSearch, registerTranslations } from 'shared-ui';
import { comparisonViewQuery } from '../features/compare/api/get-comparison';
import { ComparePage } from '../features/compare/compare-page';
import { comparisonRequestOf } from '../features/compare/hooks/use-comparison-request';
import { NAMESPACE, resources } from '../locales';

/** The contract this remote was built against; the shell mounts it only on the same major. */
export const contractVersion = CONTRACT_VERSION;

/** The comparison the page asks first, for the shell to start before it shows (none without 2 entities). */
export function viewQueries({ host }: RemotePageProps) {
  const request = comparisonRequestOf(readAppliedSearch(host), host.search.getState().compare);
  return request ? [comparisonViewQuery(host.http, request)] : [];
}

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
