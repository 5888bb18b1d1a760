import { BREAKDOWN_NAMES } from 'shared-contracts';
import { creativePreviewPt } from '../creative-preview/creative-preview-locales';
import { paginationPt } from '../pagination/pagination-locales';
import { kitPt } from './kit-pt';
import type { en } from './en';

export const pt: typeof en = {
  ...kitPt,
  /** The breakdowns' names (one source: shared-contracts). */
  breakdowns: BREAKDOWN_NAMES.pt,
  search: {
    countries: 'Países',
    period: 'Período',
    periodRange: '{{start}} – {{end}}',
    noCountries: 'Nenhum selecionado',
  },
  placeholder: {
    comingSoon: 'O conteúdo desta visualização chegará em uma próxima versão.',
  },
  standalone: {
    banner: 'Host de desenvolvimento independente: {{app}}',
    signingIn: 'Entrando na API como o analista de demonstração…',
    apiDown: 'Não foi possível entrar na API',
    apiHint: 'A API está rodando na porta 3100? Inicie-a com: cd api && DATA_DIR=memory PORT=3100 pnpm start',
    details: 'Detalhe: {{message}}',
    retry: 'Tentar novamente',
  },
  pagination: paginationPt,
  creativePreview: creativePreviewPt,
};
