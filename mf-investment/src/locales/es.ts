import type { en } from './en';

export const es: typeof en = {
  page: {
    title: 'Inversión en tiempo real',
  },
};
