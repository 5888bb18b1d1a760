export const en = {
  welcome: {
    title: 'Country reports',
    intro: 'Sign up to download our reports on digital advertising in each country.',
    linksLabel: 'Where to go',
    signUp: 'Sign up',
    reportList: 'Report list',
  },
};
