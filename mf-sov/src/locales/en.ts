import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';

export const en = {
  page: {
    title: VIEW_TITLES.en.shareofvoice,
    totalSpots: '{{spots}} spots',
  },
  dimensions: BREAKDOWN_NAMES.en,
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
    date: 'Date',
    media: 'Media',
  },
};
