import { BREAKDOWN_NAMES, VIEW_TITLES } from 'shared-contracts';
import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: VIEW_TITLES.pt.investment,
    totalAmount: 'Investimento: {{amount}}',
    totalPrints: '{{prints}} impressões',
  },
  dimensions: BREAKDOWN_NAMES.pt,
  metric: {
    label: 'Valores',
    amount: 'Investimento',
    prints: 'Impressões',
  },
  charts: {
    shareAmount: 'Participação no investimento por {{dimension}}',
    sharePrints: 'Participação nas impressões por {{dimension}}',
    mediaPlan: 'Plano de mídia',
    top: 'Principais {{dimension}}',
    byCountry: 'Por país',
    evolution: 'Evolução da participação no investimento',
    evolutionOf: 'Evolução da participação no investimento · {{country}}',
  },
  table: {
    name: 'Nome',
    amount: 'Investimento',
    prints: 'Impressões',
    share: 'Participação (%)',
    country: 'País',
    date: 'Data',
    media: 'Mídia',
  },
  notices: {
    excluded: 'O investimento em tempo real não está disponível para {{countries}}: ficam fora desta busca.',
    noCountries: 'Nenhum dos países selecionados tem investimento em tempo real. Selecione outros países.',
    usd: 'Vários países: os valores são mostrados em dólares americanos às cotações atuais.',
    ratesUnavailable:
      'Não foi possível carregar as cotações, então os valores de vários países não podem ser mostrados em dólares.',
  },
  errors: {
    daterange: {
      periodInvestment: 'Este intervalo não é válido, selecione mais de 14 dias',
    },
  },
};
