import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: 'Investimento em tempo real',
  },
};
