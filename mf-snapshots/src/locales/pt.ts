import { DIMENSION_NAMES } from 'shared-ui';
import type { en } from './en';

export const pt: typeof en = {
  page: {
    title: 'Instantâneos',
    noData: 'Não há dados para este instantâneo. Tente outro tipo, filtro ou período (de mais de 14 dias).',
    empty: 'Nenhuma informação foi encontrada. Amplie o período (deve ter mais de 14 dias) ou altere os filtros.',
    filteredBy: 'Mostrando {{dimension}} de {{name}}',
  },
  dimensions: DIMENSION_NAMES.pt,
  charts: {
    sov: 'Share of voice por {{dimension}}',
    soi: 'Share of investment por {{dimension}}',
    trending: 'Tendência de SOV e SOI · {{name}}',
    trendingEmpty: 'Tendência de SOV e SOI',
    trendingBars: 'Tendência do share of voice',
    platforms: 'Plataformas',
    sources: 'Fontes',
    spend: 'Investimento em tempo real ({{currency}})',
    spendSeries: 'Investimento',
    sovAxis: 'SOV (%)',
    soiAxis: 'SOI (%)',
  },
  stats: {
    title: 'Resumo',
    publishers: 'Veículos',
    advertisers: 'Anunciantes',
    viewability: 'pViewability',
    spend: 'Investimento',
  },
  topTen: {
    title: 'Top 10 {{dimension}}',
    viewAll: 'Ver todos...',
  },
  campaigns: {
    title: 'Campanhas',
    screenshot: 'Captura de {{name}}',
    lastSeen: 'Visto pela última vez em {{date}} em {{publisher}}',
    spots: '{{count}} spots',
    empty: 'Nenhuma campanha foi capturada nesta busca.',
  },
  table: {
    title: 'Todos os {{dimension}}',
    name: 'Nome',
    viewability: 'pViewability',
    sov: 'SOV (%)',
    spots: 'Spots',
    soi: 'SOI ($)',
    date: 'Data',
    value: 'Valor',
    share: 'Participação (%)',
    amount: 'Valor',
    rows: '{{formatted}} linhas',
    exportCsv: 'Baixar CSV',
    exporting: 'Preparando o CSV…',
    exportFailed: 'Não foi possível baixar a tabela: {{message}}',
    demoDisabled: 'Os downloads não estão disponíveis na conta demo.',
  },
  audiences: {
    title: 'Audiências',
    comingSoon: 'Audiências (em breve)',
    sampleNote: 'Dados de amostra: as audiências deste país chegam em breve.',
    male: 'Homens {{band}}',
    female: 'Mulheres {{band}}',
  },
  errors: {
    audiences: {
      role: 'As audiências não fazem parte do seu plano. Para comprá-las e ativá-las, entre em contato com o atendimento ao cliente.',
      void: 'Não há dados de audiências para esta busca.',
      noFilterData: 'Este filtro não tem dados de audiências associados.',
    },
  },
};
