import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: 'Participação de voz',
  },
  dimensions: {
    industries: 'Indústrias',
    advertisers: 'Anunciantes',
    products: 'Produtos',
    categories: 'Categorias',
    formats: 'Formatos',
    publishers: 'Veículos',
    platforms: 'Plataformas',
    sources: 'Fontes',
  },
  charts: {
    share: 'Participação de voz por {{dimension}}',
    mediaMix: 'Participação por mídia',
    trend: 'Tendência da participação de voz · {{country}}',
    media: 'Participação por mídia · {{country}}',
  },
  table: {
    name: 'Nome',
    viewability: 'pViewability',
    share: 'Participação (%)',
    spots: 'Spots',
    country: 'País',
    date: 'Data',
    media: 'Mídia',
  },
};
