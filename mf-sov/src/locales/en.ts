import { DIMENSION_NAMES } from 'shared-ui';

export const en = {
  page: {
    title: 'Share of Voice',
  },
  dimensions: DIMENSION_NAMES.en,
  charts: {
    share: 'Share of voice by {{dimension}}',
    mediaMix: 'Share by media',
    trend: 'Trending share of voice · {{country}}',
    media: 'Share by media · {{country}}',
  },
  table: {
    name: 'Name',
    viewability: 'pViewability',
    share: 'Share (%)',
    spots: 'Spots',
    country: 'Country',
    date: 'Date',
    media: 'Media',
  },
};
