import { BREAKDOWN_NAMES } from 'shared-contracts';
import { creativePreviewEs } from '../creative-preview/creative-preview-locales';
import { paginationEs } from '../pagination/pagination-locales';
import { kitEs } from './kit-es';
import type { en } from './en';

export const es: typeof en = {
  ...kitEs,
  /** The breakdowns' names (one source: shared-contracts). */
  breakdowns: BREAKDOWN_NAMES.es,
  search: {
    countries: 'Países',
    period: 'Período',
    periodRange: '{{start}} – {{end}}',
    noCountries: 'Ninguno seleccionado',
  },
  placeholder: {
    comingSoon: 'El contenido de esta vista llegará en una próxima versión.',
  },
  standalone: {
    banner: 'Host de desarrollo independiente: {{app}}',
    signingIn: 'Iniciando sesión en la API como el analista de demostración…',
    apiDown: 'No se pudo iniciar sesión en la API',
    apiHint: '¿Está la API en marcha en el puerto 3100? Iníciela con: cd api && DATA_DIR=memory PORT=3100 pnpm start',
    details: 'Detalle: {{message}}',
    retry: 'Reintentar',
  },
  pagination: paginationEs,
  creativePreview: creativePreviewEs,
};
