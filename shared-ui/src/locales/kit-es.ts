import type { kitEn } from './kit-en';

export const kitEs: typeof kitEn = {
  graphLabels: {
    desktop: 'Escritorio',
    programmatic: 'Programática',
    direct: 'Directa',
  },
  charts: {
    downloads: 'Descargas de {{title}}',
    downloadCsv: 'Descargar CSV',
    downloadPng: 'Descargar PNG',
    legend: 'Leyenda de {{title}}',
    loading: 'Cargando gráfico…',
    others: 'Otros',
    showTable: 'Ver {{title}} como tabla',
    tableSummary_one: '{{title}}: {{count}} fila, los datos que dibuja el gráfico',
    tableSummary_other: '{{title}}: {{count}} filas, los datos que dibuja el gráfico',
  },
  table: {
    search: 'Buscar',
    searchPlaceholder: 'Buscar por nombre',
    noMatch: 'Sin resultados: revise el texto o pruebe con otro valor.',
    total: 'Filas: {{formatted}}',
    country: 'País',
  },
  trafficLight: {
    green: 'Participación alta',
    yellow: 'Participación media',
    red: 'Participación baja',
  },
  dataAsOf: {
    one: 'Datos al {{date}} (GMT-3)',
    several: 'Datos al {{dates}} (GMT-3)',
  },
  dataState: {
    loading: 'Cargando datos…',
    empty: 'No se encontró información. Amplíe el período o cambie los filtros.',
  },
  errors: {
    data: {
      noDataAvailable: 'No hay datos disponibles. Intente con otros criterios.',
      fallback: 'Error al consultar los datos',
    },
  },
  shareBasis: {
    label: 'Participaciones',
    withinSelected: 'dentro de la selección de {{dimension}}',
    amongAll: 'sobre el total de {{dimension}} de la búsqueda',
  },
  exportMenu: {
    firstCountry: 'Solo {{countries}}',
    everyCountry: 'Todos los países elegidos: {{countries}}',
    entryOf: '{{entry}}: {{countries}}',
    button: 'Exportar',
    sovExcel: 'Cuota de voz (Excel)',
    sovPdf: 'Cuota de voz (PDF)',
    soiExcel: 'Inversión en tiempo real (Excel)',
    soiPdf: 'Inversión en tiempo real (PDF)',
    campaignDetailsExcel: 'Detalle de campañas (Excel)',
    campaignRtsExcel: 'Detalle de campañas RTS (Excel)',
    ddsWithoutCapture: 'Dds sin captura (CSV)',
    investmentPage: 'Seleccione primero Inversión en tiempo real en el menú de la izquierda.',
    noAccess: 'Su cuenta no incluye este reporte.',
    ddsRequested: 'El reporte se está generando y le será enviado por correo electrónico.',
    demoDisabled: 'Las exportaciones no están disponibles en la cuenta de demostración.',
    investmentRange: 'Las exportaciones de inversión necesitan un rango de 15 días o más.',
    campaignDetailsRange: 'El detalle de campañas está disponible para rangos de hasta 31 días.',
    noCountry: 'Seleccione un país para exportar.',
    failed: 'No se pudo generar la exportación: {{message}}',
    unsafeLink: 'La exportación respondió un enlace fuera de este sitio; no se abrió.',
  },
};
