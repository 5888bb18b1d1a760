import type { en } from './en';

export const es: typeof en = {
  page: {
    title: 'Cuota de voz',
  },
};
