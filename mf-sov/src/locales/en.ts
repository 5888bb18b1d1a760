export const en = {
  page: {
    title: 'Share of Voice',
  },
};
