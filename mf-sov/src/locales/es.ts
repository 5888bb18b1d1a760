import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';
import type { en } from './en';

export const es: typeof en = {
  page: {
    title: VIEW_TITLES.es.shareofvoice,
    totalSpots: '{{spots}} spots',
  },
  dimensions: BREAKDOWN_NAMES.es,
  charts: {
    share: 'Cuota de voz por {{dimension}}',
    mediaMix: 'Participación por medio',
    trend: 'Tendencia de la cuota de voz · {{country}}',
    media: 'Participación por medio · {{country}}',
  },
  table: {
    name: 'Nombre',
    viewability: 'pViewability',
    share: 'Participación (%)',
    spots: 'Spots',
    date: 'Fecha',
    media: 'Medio',
  },
};
