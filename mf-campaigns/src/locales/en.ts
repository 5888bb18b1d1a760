export const en = {
  campaigns: {
    title: 'Campaigns',
  },
  spotsList: {
    title: 'Spots List',
  },
};
