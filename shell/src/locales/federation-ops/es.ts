import type { federationOpsEn } from './en';

/** Spanish texts of the federation's operations. */
export const federationOpsEs: typeof federationOpsEn = {
  remoteRefused: {
    title: 'Esta vista no puede cargarse aquí',
    subtitle: 'Su dirección {{origin}} no está en la lista de orígenes permitidos de este entorno.',
  },
  qaOverride: {
    title: 'Versión de prueba: {{list}}',
    entry: '{{remote}} {{version}} (fijada {{pinnedVersion}})',
    description: 'Solo este navegador carga estas versiones; los demás reciben las fijadas.',
    clear: 'Quitar versión de prueba',
    localEntry: '{{remote}} desde {{origin}} (una compilación en este equipo)',
    refusedTitle: 'No cargado: {{list}}',
    refusedDescription:
      'Este es el entorno productivo, que nunca carga una vista desde un equipo propio: se muestran las versiones fijadas. Superponga la compilación local en un entorno de QA.',
  },
  diagnostics: {
    title: 'Diagnóstico',
    summary: 'Entorno {{name}} (no productivo). El panel usa el contrato {{contract}}.',
    summaryProduction: 'Entorno {{name}} (producción). El panel usa el contrato {{contract}}.',
    tableLabel: 'Vistas de esta página',
    none: '—',
    local: 'compilación en este equipo, fijada {{pinned}}',
    overlay: {
      title: 'Cargar una vista desde este equipo',
      intro:
        'Solo para este navegador: la vista viene de una compilación en este equipo (pnpm dev muestra su dirección) hasta quitar la versión de prueba. La página se recarga.',
      remote: 'Vista',
      manifest: 'URL del manifiesto o puerto',
      placeholder: 'http://localhost:4001/mf-manifest.json',
      submit: 'Cargar desde este equipo',
      invalid: 'Indique una dirección de este equipo, como http://localhost:4001/mf-manifest.json, o solo su puerto.',
      production: 'El entorno productivo nunca carga una vista desde un equipo propio.',
    },
    override: 'versión de prueba, fijada {{pinned}}',
    canary: 'canary para el {{percent}} % de los usuarios: a este {{audience}} le tocó {{bucket}}',
    stableBesideCanary:
      'estable: el canary {{version}} va al {{percent}} % de los usuarios; a este {{audience}} le tocó {{bucket}}',
    canaryRolledBack: 'estable: el canary {{version}} se retiró (fallaron sus cargas)',
    audience: { user: 'usuario', browser: 'navegador' },
    milliseconds: '{{value}} ms',
    health: {
      title: 'Cargas informadas por los navegadores en {{name}}, última hora',
      tableLabel: 'Cargas de vistas en la última hora',
      canary: 'canary',
      loads: 'Cargas',
      failures: 'Fallos',
      failureRate: '{{failures}} ({{percent}} %)',
      failedAt: 'Falló en',
      phase: { manifest: 'manifiesto', entry: 'entrada', module: 'módulo', render: 'render' },
      p95: 'Tiempo de carga p95',
      rolledBack: 'Retirado',
      empty: 'Ningún navegador informó una carga en la última hora.',
      error: 'No se pudieron leer los informes de carga. Vuelve a intentarlo en un momento.',
      retry: 'Reintentar',
    },
    columns: {
      remote: 'Vista',
      version: 'Versión',
      manifestUrl: 'URL del manifiesto',
      contract: 'Contrato',
      loadTime: 'Tiempo de carga',
      status: 'Estado',
    },
    status: {
      notLoaded: 'Aún no cargada',
      loaded: 'Cargada',
      failed: 'Falló',
      incompatible: 'Incompatible',
      refused: 'Rechazada',
      notPinned: 'Sin fijar',
    },
  },
};
