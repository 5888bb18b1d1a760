/** English texts of the federation's operations: refusal, QA override banner, diagnostics. */
export const federationOpsEn = {
  remoteRefused: {
    title: 'This view may not be loaded here',
    subtitle: "Its address {{origin}} is not on this environment's list of allowed origins.",
  },
  qaOverride: {
    title: 'Test override: {{list}}',
    entry: '{{remote}} {{version}} (pinned {{pinnedVersion}})',
    description: 'Only this browser loads these versions; everyone else gets the pinned ones.',
    clear: 'Clear override',
  },
  diagnostics: {
    title: 'Diagnostics',
    summary: 'Environment {{name}} (not production). The dashboard uses contract {{contract}}.',
    summaryProduction: 'Environment {{name}} (production). The dashboard uses contract {{contract}}.',
    tableLabel: 'Views of this page',
    none: '—',
    override: 'test override, pinned {{pinned}}',
    canary: 'canary for {{percent}} % of users: this {{audience}} drew {{bucket}}',
    stableBesideCanary: 'stable: canary {{version}} goes to {{percent}} % of users, this {{audience}} drew {{bucket}}',
    canaryRolledBack: 'stable: canary {{version}} was rolled back (its loads failed)',
    audience: { user: 'user', browser: 'browser' },
    milliseconds: '{{value}} ms',
    columns: {
      remote: 'View',
      version: 'Version',
      manifestUrl: 'Manifest URL',
      contract: 'Contract',
      loadTime: 'Load time',
      status: 'Status',
    },
    status: {
      notLoaded: 'Not loaded yet',
      loaded: 'Loaded',
      failed: 'Failed',
      incompatible: 'Incompatible',
      refused: 'Refused',
      notPinned: 'Not pinned',
    },
  },
};
