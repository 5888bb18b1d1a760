import { BREAKDOWN_NAMES } from 'shared-contracts';
import { creativePreviewEn } from '../creative-preview/creative-preview-locales';
import { paginationEn } from '../pagination/pagination-locales';
import { kitEn } from './kit-en';

export const en = {
  ...kitEn,
  /** The breakdowns' names (one source: shared-contracts). */
  breakdowns: BREAKDOWN_NAMES.en,
  search: {
    countries: 'Countries',
    period: 'Period',
    periodRange: '{{start}} – {{end}}',
    noCountries: 'None selected',
  },
  placeholder: {
    comingSoon: 'The content of this view is coming in a later release.',
  },
  standalone: {
    banner: 'Standalone dev host: {{app}}',
    signingIn: 'Signing in to the API as the demo analyst…',
    apiDown: 'Could not sign in to the API',
    apiHint: 'Is the API running on port 3100? Start it with: cd api && DATA_DIR=memory PORT=3100 pnpm start',
    details: 'Details: {{message}}',
    retry: 'Try again',
  },
  pagination: paginationEn,
  creativePreview: creativePreviewEn,
};
