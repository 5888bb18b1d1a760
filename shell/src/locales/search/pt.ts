import { BREAKDOWN_NAMES } from 'shared-contracts';
import type { searchEn, searchErrorsEn } from './en';

/** Portuguese texts of the search toolbar. */
export const searchPt: typeof searchEn = {
  search: {
    toolbar: 'Barra de pesquisa',
    countries: {
      button: 'Países: {{countries}}',
      none: 'nenhum',
      titleMany: 'Selecione países',
      titleOne: 'Selecione um país',
      apply: 'Aplicar',
      cancel: 'Cancelar',
    },
    pageNotes: {
      label: 'O que esta visualização mostra da sua busca',
      oneCountry: '{{view}} mostra um país: {{country}}. As outras visualizações mantêm os seus países.',
      notCovered: '{{view}} não cobre {{countries}}: mostra {{shown}}.',
      periodSnapshots:
        '{{view}} mostra no máximo 3 meses: {{start}} – {{end}}. As outras visualizações mantêm o seu período.',
      periodShown: '{{view}} mostra {{start}} – {{end}}.',
    },
    dates: {
      label: 'Período',
      start: 'Data inicial',
      end: 'Data final',
      presets: {
        last2Weeks: 'Últimas 2 semanas',
        currentMonth: 'Mês atual',
        lastMonth: 'Mês passado',
        yearToDate: 'Ano até a data',
        lastYear: 'Ano passado',
      },
    },
    advanced: {
      button: 'Pesquisa avançada',
      buttonCount_one: 'Pesquisa avançada ({{count}} grupo de filtros ativo)',
      buttonCount_other: 'Pesquisa avançada ({{count}} grupos de filtros ativos)',
      title: 'Pesquisa avançada',
      search: 'Pesquisar',
      close: 'Fechar',
      typeMore: 'Digite pelo menos 2 caracteres',
      more: 'Mais resultados',
      noResults: 'Sem resultados',
      loading: 'Carregando…',
    },
    groups: {
      ...BREAKDOWN_NAMES.pt,
      excludedPublishers: 'Veículos excluídos',
    },
    chips: {
      queued: 'Filtros na fila',
      applied: 'Filtros aplicados',
      remove: 'Remover {{label}}',
    },
    actions: {
      apply: 'Aplicar',
      clear: 'Limpar filtros',
      newTab: 'Pesquisar em nova aba',
      share: 'Compartilhar',
      alerts: 'Alertas',
      downloadSnapshot: 'Baixar snapshot',
    },
    share: {
      copied: 'Link copiado',
      copyFailed: 'Não foi possível copiar o link. Copie-o daqui: {{url}}',
      invalid: 'Não foi possível ler este link de pesquisa (seus {{part}}). Sua pesquisa atual foi mantida.',
      countriesNotAllowed:
        'Os países desta pesquisa não estão disponíveis para a sua conta. Sua pesquisa atual foi mantida.',
      parts: {
        countries: 'países',
        dates: 'datas',
        tab: 'aba',
        filters: 'filtros',
        snapshot: 'tipo ou filtro de snapshot',
        compare: 'o que comparar',
      },
    },
    tabs: {
      label: 'Detalhamento',
      ...BREAKDOWN_NAMES.pt,
    },
    snapshots: {
      type: 'Snapshot por',
      filter: 'Pesquisa rápida',
      noCountry: 'Selecione um país primeiro.',
      downloadFailed: 'Não foi possível baixar o snapshot: {{message}}',
      unsafeLink: 'O link do snapshot aponta para outro site e não foi aberto.',
    },
  },
  autoFilters: {
    alert:
      'Os filtros de anunciantes e produtos também se aplicam a este detalhamento: ele mostra apenas dados dos itens filtrados.',
  },
};

export const searchErrorsPt: typeof searchErrorsEn = {
  filters: 'Este filtro já está selecionado.',
  'filters.sources': 'Não é possível selecionar mais de um filtro nesta seção.',
  daterange: {
    periodInvestment: 'Este intervalo não é válido, selecione mais de 14 dias',
    periodSnaps: 'Este intervalo não é válido, selecione no máximo 3 meses',
    periodTotalMonths: 'Este intervalo não é válido, selecione no máximo 12 meses',
  },
};
