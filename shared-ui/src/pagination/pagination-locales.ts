// The pagination's strings, merged into shared-ui's bundles (../locales) under `pagination`.
export const paginationEn = {
  label: 'Pagination',
  first: 'First page',
  previous: 'Previous',
  next: 'Next',
  last: 'Last page',
  pageInput: 'Page',
  go: 'Go',
  ofLast: 'of {{last}}',
  pageOf: '{{page}} / {{last}}',
  perPage: 'Results per page',
};

export const paginationEs: typeof paginationEn = {
  label: 'Paginación',
  first: 'Primera página',
  previous: 'Anterior',
  next: 'Siguiente',
  last: 'Última página',
  pageInput: 'Página',
  go: 'Ir',
  ofLast: 'de {{last}}',
  pageOf: '{{page}} / {{last}}',
  perPage: 'Resultados por página',
};

export const paginationPt: typeof paginationEn = {
  label: 'Paginação',
  first: 'Primeira página',
  previous: 'Anterior',
  next: 'Próxima',
  last: 'Última página',
  pageInput: 'Página',
  go: 'Ir',
  ofLast: 'de {{last}}',
  pageOf: '{{page}} / {{last}}',
  perPage: 'Resultados por página',
};
