import { BREAKDOWN_NAMES } from 'shared-contracts';
import type { searchEn, searchErrorsEn } from './en';

/** Spanish texts of the search toolbar. */
export const searchEs: typeof searchEn = {
  search: {
    toolbar: 'Barra de búsqueda',
    countries: {
      button: 'Países: {{countries}}',
      none: 'ninguno',
      titleMany: 'Seleccioná países',
      titleOne: 'Seleccioná un país',
      apply: 'Aplicar',
      cancel: 'Cancelar',
    },
    pageNotes: {
      label: 'Qué muestra esta vista de tu búsqueda',
      oneCountry: '{{view}} muestra un país: {{country}}. Las demás vistas conservan tus países.',
      notCovered: '{{view}} no cubre {{countries}}: muestra {{shown}}.',
      periodSnapshots:
        '{{view}} muestra como máximo 3 meses: {{start}} – {{end}}. Las demás vistas conservan tu período.',
      periodShown: '{{view}} muestra {{start}} – {{end}}.',
    },
    dates: {
      label: 'Período',
      start: 'Fecha de inicio',
      end: 'Fecha de fin',
      presets: {
        last2Weeks: 'Últimas 2 semanas',
        currentMonth: 'Mes actual',
        lastMonth: 'Mes pasado',
        yearToDate: 'Año hasta la fecha',
        lastYear: 'Año pasado',
      },
    },
    advanced: {
      button: 'Búsqueda avanzada',
      buttonCount_one: 'Búsqueda avanzada ({{count}} grupo de filtros activo)',
      buttonCount_other: 'Búsqueda avanzada ({{count}} grupos de filtros activos)',
      title: 'Búsqueda avanzada',
      search: 'Buscar',
      close: 'Cerrar',
      typeMore: 'Escribí al menos 2 caracteres',
      more: 'Más resultados',
      noResults: 'Sin resultados',
      loading: 'Cargando…',
    },
    groups: {
      ...BREAKDOWN_NAMES.es,
      excludedPublishers: 'Medios excluidos',
    },
    chips: {
      queued: 'Filtros en cola',
      applied: 'Filtros aplicados',
      remove: 'Quitar {{label}}',
    },
    actions: {
      apply: 'Aplicar',
      clear: 'Limpiar filtros',
      newTab: 'Buscar en otra pestaña',
      share: 'Compartir',
      alerts: 'Alertas',
      downloadSnapshot: 'Descargar snapshot',
    },
    share: {
      copied: 'Enlace copiado',
      copyFailed: 'No se pudo copiar el enlace. Copialo desde acá: {{url}}',
      invalid: 'No se pudo leer este enlace de búsqueda (sus {{part}}). Se mantuvo tu búsqueda actual.',
      countriesNotAllowed:
        'Los países de esta búsqueda no están disponibles para tu cuenta. Se mantuvo tu búsqueda actual.',
      parts: {
        countries: 'países',
        dates: 'fechas',
        tab: 'pestaña',
        filters: 'filtros',
        snapshot: 'tipo o filtro de snapshot',
        compare: 'qué comparar',
      },
    },
    tabs: {
      label: 'Desglose',
      ...BREAKDOWN_NAMES.es,
    },
    snapshots: {
      type: 'Snapshot por',
      filter: 'Búsqueda rápida',
      noCountry: 'Primero seleccioná un país.',
      downloadFailed: 'No se pudo descargar el snapshot: {{message}}',
      unsafeLink: 'El enlace del snapshot apunta a otro sitio y no se abrió.',
    },
  },
  autoFilters: {
    alert:
      'Los filtros de anunciantes y productos también se aplican a este desglose: solo muestra datos de los elementos filtrados.',
  },
};

export const searchErrorsEs: typeof searchErrorsEn = {
  filters: 'Este filtro ya está seleccionado.',
  'filters.sources': 'No se puede seleccionar más de un filtro en esta sección.',
  daterange: {
    periodInvestment: 'Este rango no es válido, seleccioná más de 14 días',
    periodSnaps: 'Este rango no es válido, seleccioná como máximo 3 meses',
    periodTotalMonths: 'Este rango no es válido, seleccioná como máximo 12 meses',
  },
};
