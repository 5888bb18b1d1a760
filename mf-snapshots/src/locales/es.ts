import { DIMENSION_NAMES } from 'shared-ui';
import type { en } from './en';

export const es: typeof en = {
  page: {
    title: 'Instantáneas',
    noData: 'No hay datos para esta instantánea. Pruebe otro tipo, filtro o período (de más de 14 días).',
    empty: 'No se encontró información. Amplíe el período (debe ser de más de 14 días) o cambie los filtros.',
    filteredBy: 'Mostrando {{dimension}} de {{name}}',
  },
  dimensions: DIMENSION_NAMES.es,
  charts: {
    sov: 'Cuota de voz por {{dimension}}',
    soi: 'Cuota de inversión por {{dimension}}',
    trending: 'Tendencia de SOV y SOI · {{name}}',
    trendingEmpty: 'Tendencia de SOV y SOI',
    trendingBars: 'Tendencia de la cuota de voz',
    platforms: 'Plataformas',
    sources: 'Fuentes',
    spend: 'Inversión en tiempo real ({{currency}})',
    spendSeries: 'Inversión',
    sovAxis: 'SOV (%)',
    soiAxis: 'SOI (%)',
  },
  stats: {
    title: 'Resumen',
    publishers: 'Medios',
    advertisers: 'Anunciantes',
    viewability: 'pViewability',
    spend: 'Inversión',
  },
  topTen: {
    title: 'Top 10 {{dimension}}',
    viewAll: 'Ver todos...',
  },
  campaigns: {
    title: 'Campañas',
    screenshot: 'Captura de {{name}}',
    lastSeen: 'Visto por última vez el {{date}} en {{publisher}}',
    spots: '{{count}} spots',
    empty: 'No se capturaron campañas en esta búsqueda.',
  },
  table: {
    title: 'Todos los {{dimension}}',
    name: 'Nombre',
    viewability: 'pViewability',
    sov: 'SOV (%)',
    spots: 'Spots',
    soi: 'SOI ($)',
    date: 'Fecha',
    value: 'Valor',
    share: 'Cuota (%)',
    amount: 'Monto',
    rows: '{{formatted}} filas',
    exportCsv: 'Descargar CSV',
    exporting: 'Preparando el CSV…',
    exportFailed: 'No se pudo descargar la tabla: {{message}}',
    demoDisabled: 'Las descargas no están disponibles en la cuenta demo.',
  },
  audiences: {
    title: 'Audiencias',
    comingSoon: 'Audiencias (próximamente)',
    sampleNote: 'Datos de muestra: las audiencias de este país llegarán pronto.',
    male: 'Hombres {{band}}',
    female: 'Mujeres {{band}}',
  },
  errors: {
    audiences: {
      role: 'Las audiencias no forman parte de su plan. Para comprarlas y activarlas, contacte a atención al cliente.',
      void: 'No hay datos de audiencias para esta búsqueda.',
      noFilterData: 'Este filtro no tiene datos de audiencias asociados.',
    },
  },
};
