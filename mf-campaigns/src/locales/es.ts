import type { en } from './en';

export const es: typeof en = {
  campaigns: {
    title: 'Campañas',
  },
  spotsList: {
    title: 'Lista de spots',
  },
};
