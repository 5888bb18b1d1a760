import type { en } from './en';

export const pt: typeof en = {
  campaigns: {
    title: 'Campanhas',
  },
  spotsList: {
    title: 'Lista de spots',
  },
};
