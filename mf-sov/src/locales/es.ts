import type { en } from './en';

export const es: typeof en = {
  page: {
    title: 'Cuota de voz',
  },
  dimensions: {
    industries: 'Industrias',
    advertisers: 'Anunciantes',
    products: 'Productos',
    categories: 'Categorías',
    formats: 'Formatos',
    publishers: 'Medios',
    platforms: 'Plataformas',
    sources: 'Fuentes',
  },
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
    country: 'País',
    date: 'Fecha',
    media: 'Medio',
  },
};
