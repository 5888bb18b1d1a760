export const en = {
  page: {
    title: 'Real-Time Spend',
  },
};
