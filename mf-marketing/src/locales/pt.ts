import type { en } from './en';

export const pt: typeof en = {
  welcome: {
    title: 'Relatórios por país',
    intro: 'Cadastre-se para baixar nossos relatórios de publicidade digital de cada país.',
    linksLabel: 'Para onde ir',
    signUp: 'Cadastrar-se',
    reportList: 'Lista de relatórios',
  },
};
