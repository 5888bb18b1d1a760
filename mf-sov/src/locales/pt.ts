import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';
import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: VIEW_TITLES.pt.shareofvoice,
    totalSpots: '{{spots}} spots',
  },
  dimensions: BREAKDOWN_NAMES.pt,
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
    date: 'Data',
    media: 'Mídia',
  },
};
