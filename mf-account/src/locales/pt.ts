import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: 'Conta',
  },
};
