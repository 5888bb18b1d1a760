export const en = {
  page: {
    title: 'Account',
  },
};
