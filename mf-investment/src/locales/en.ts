import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';

export const en = {
  page: {
    title: VIEW_TITLES.en.investment,
    totalAmount: 'Spend: {{amount}}',
    totalPrints: '{{prints}} prints',
  },
  dimensions: BREAKDOWN_NAMES.en,
  metric: {
    label: 'Figures',
    amount: 'Amount',
    prints: 'Prints',
  },
  charts: {
    shareAmount: 'Share of investment by {{dimension}}',
    sharePrints: 'Share of prints by {{dimension}}',
    mediaPlan: 'Media plan',
    top: 'Top {{dimension}}',
    byCountry: 'By country',
    evolution: 'Share of investment over time',
    evolutionOf: 'Share of investment over time · {{country}}',
  },
  table: {
    name: 'Name',
    amount: 'Amount',
    prints: 'Prints',
    share: 'Share (%)',
    country: 'Country',
    date: 'Date',
    media: 'Media',
  },
  notices: {
    excluded: 'Real-Time Spend is not available for {{countries}}: left out of this search.',
    noCountries: 'None of the selected countries has Real-Time Spend. Select other countries.',
    usd: 'Several countries: amounts are shown in US dollars at the current exchange rates.',
    ratesUnavailable:
      'The exchange rates could not be loaded, so amounts of several countries cannot be shown in US dollars.',
  },
  errors: {
    daterange: {
      periodInvestment: 'This range is not valid, select more than 14 days',
    },
  },
};
