import type { en } from './en';

export const es: typeof en = {
  welcome: {
    title: 'Informes por país',
    intro: 'Regístrese para descargar nuestros informes de publicidad digital de cada país.',
    linksLabel: 'Adónde ir',
    signUp: 'Registrarse',
    reportList: 'Lista de informes',
  },
};
