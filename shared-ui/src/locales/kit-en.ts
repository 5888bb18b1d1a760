/** Strings of the chart and table kit (charts, data-table, traffic-light, data-state, export-menu). */
export const kitEn = {
  graphLabels: {
    desktop: 'Desktop',
    programmatic: 'Programmatic',
    direct: 'Direct',
  },
  charts: {
    downloads: 'Downloads of {{title}}',
    downloadCsv: 'Download CSV',
    downloadPng: 'Download PNG',
    legend: 'Legend of {{title}}',
    loading: 'Loading chart…',
    others: 'Others',
    showTable: 'View {{title}} as a table',
    tableSummary_one: '{{title}}: {{count}} row, the data the chart draws',
    tableSummary_other: '{{title}}: {{count}} rows, the data the chart draws',
  },
  table: {
    search: 'Search',
    searchPlaceholder: 'Search by name',
    noMatch: 'No results: review the text or try another value.',
    total: 'Rows: {{formatted}}',
    country: 'Country',
  },
  trafficLight: {
    green: 'High share',
    yellow: 'Medium share',
    red: 'Low share',
  },
  dataAsOf: {
    one: 'Data as of {{date}} (GMT-3)',
    several: 'Data as of {{dates}} (GMT-3)',
  },
  dataState: {
    loading: 'Loading data…',
    empty: 'No information was found. Widen the period or change the filters.',
  },
  errors: {
    data: {
      noDataAvailable: 'No data available. Try with other criteria.',
      fallback: 'Error querying the data',
    },
  },
  exportMenu: {
    button: 'Export',
    sovExcel: 'Share of Voice (Excel)',
    sovPdf: 'Share of Voice (PDF)',
    soiExcel: 'Real-Time Spend (Excel)',
    soiPdf: 'Real-Time Spend (PDF)',
    campaignDetailsExcel: 'Campaign Details (Excel)',
    campaignRtsExcel: 'Campaign Details RTS (Excel)',
    ddsWithoutCapture: 'Dds Without Capture (CSV)',
    investmentPage: 'Select Real-Time Spend in the left menu first.',
    noAccess: 'Your account does not include this report.',
    ddsRequested: 'The report is being generated and will be e-mailed to you.',
    demoDisabled: 'Exports are not available on the demo account.',
    investmentRange: 'Real-Time Spend exports need a range of 15 days or more.',
    campaignDetailsRange: 'Campaign Details is available for ranges of up to 31 days.',
    noCountry: 'Select a country to export.',
    failed: 'The export could not be generated: {{message}}',
    unsafeLink: 'The export answered a link outside this site; it was not opened.',
  },
};
