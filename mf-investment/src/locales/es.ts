import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';
import type { en } from './en';

export const es: typeof en = {
  page: {
    title: VIEW_TITLES.es.investment,
    totalAmount: 'Inversión: {{amount}}',
    totalPrints: '{{prints}} impresiones',
  },
  dimensions: BREAKDOWN_NAMES.es,
  metric: {
    label: 'Cifras',
    amount: 'Inversión',
    prints: 'Impresiones',
  },
  charts: {
    shareAmount: 'Participación en la inversión por {{dimension}}',
    sharePrints: 'Participación en las impresiones por {{dimension}}',
    mediaPlan: 'Plan de medios',
    top: 'Principales {{dimension}}',
    byCountry: 'Por país',
    evolution: 'Evolución de la participación en la inversión',
    evolutionOf: 'Evolución de la participación en la inversión · {{country}}',
  },
  table: {
    name: 'Nombre',
    amount: 'Inversión',
    prints: 'Impresiones',
    share: 'Participación (%)',
    country: 'País',
    date: 'Fecha',
    media: 'Medio',
  },
  notices: {
    excluded: 'La inversión en tiempo real no está disponible para {{countries}}: quedan fuera de esta búsqueda.',
    noCountries: 'Ninguno de los países seleccionados tiene inversión en tiempo real. Seleccione otros países.',
    usd: 'Varios países: los montos se muestran en dólares estadounidenses a las cotizaciones actuales.',
    ratesUnavailable:
      'No se pudieron cargar las cotizaciones, por lo que los montos de varios países no se pueden mostrar en dólares.',
  },
  errors: {
    daterange: {
      periodInvestment: 'Este rango no es válido, seleccione más de 14 días',
    },
  },
};
