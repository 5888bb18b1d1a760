import type { kitEn } from './kit-en';

export const kitPt: typeof kitEn = {
  graphLabels: {
    desktop: 'Desktop',
    programmatic: 'Programática',
    direct: 'Direta',
  },
  charts: {
    downloads: 'Downloads de {{title}}',
    downloadCsv: 'Baixar CSV',
    downloadPng: 'Baixar PNG',
    legend: 'Legenda de {{title}}',
    loading: 'Carregando gráfico…',
    others: 'Outros',
    showTable: 'Ver {{title}} como tabela',
    tableSummary_one: '{{title}}: {{count}} linha, os dados que o gráfico desenha',
    tableSummary_other: '{{title}}: {{count}} linhas, os dados que o gráfico desenha',
  },
  table: {
    search: 'Buscar',
    searchPlaceholder: 'Buscar por nome',
    noMatch: 'Sem resultados: revise o texto ou tente outro valor.',
    total: 'Linhas: {{formatted}}',
    country: 'País',
  },
  trafficLight: {
    green: 'Participação alta',
    yellow: 'Participação média',
    red: 'Participação baixa',
  },
  dataAsOf: {
    one: 'Dados até {{date}} (GMT-3)',
    several: 'Dados até {{dates}} (GMT-3)',
  },
  dataState: {
    loading: 'Carregando dados…',
    empty: 'Nenhuma informação foi encontrada. Amplie o período ou altere os filtros.',
  },
  errors: {
    data: {
      noDataAvailable: 'Não há dados disponíveis. Tente com outros critérios.',
      fallback: 'Erro ao consultar os dados',
    },
  },
  shareBasis: {
    label: 'Participações',
    withinSelected: 'dentro da seleção de {{dimension}}',
    amongAll: 'sobre o total de {{dimension}} da busca',
  },
  exportMenu: {
    firstCountry: 'Só {{countries}}',
    everyCountry: 'Todos os países escolhidos: {{countries}}',
    entryOf: '{{entry}}: {{countries}}',
    button: 'Exportar',
    sovExcel: 'Participação de voz (Excel)',
    sovPdf: 'Participação de voz (PDF)',
    soiExcel: 'Investimento em tempo real (Excel)',
    soiPdf: 'Investimento em tempo real (PDF)',
    campaignDetailsExcel: 'Detalhes de campanhas (Excel)',
    campaignRtsExcel: 'Detalhes de campanhas RTS (Excel)',
    ddsWithoutCapture: 'Dds sem captura (CSV)',
    investmentPage: 'Selecione primeiro Investimento em tempo real no menu à esquerda.',
    noAccess: 'Sua conta não inclui este relatório.',
    ddsRequested: 'O relatório está sendo gerado e será enviado a você por e-mail.',
    demoDisabled: 'As exportações não estão disponíveis na conta de demonstração.',
    investmentRange: 'As exportações de investimento precisam de um intervalo de 15 dias ou mais.',
    campaignDetailsRange: 'Os detalhes de campanhas estão disponíveis para intervalos de até 31 dias.',
    noCountry: 'Selecione um país para exportar.',
    failed: 'Não foi possível gerar a exportação: {{message}}',
    unsafeLink: 'A exportação respondeu um link fora deste site; ele não foi aberto.',
  },
};
