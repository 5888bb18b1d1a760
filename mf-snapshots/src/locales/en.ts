export const en = {
  page: {
    title: 'Snapshots',
  },
};
