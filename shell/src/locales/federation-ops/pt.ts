import type { federationOpsEn } from './en';

/** Portuguese texts of the federation's operations. */
export const federationOpsPt: typeof federationOpsEn = {
  remoteRefused: {
    title: 'Esta visualização não pode ser carregada aqui',
    subtitle: 'Seu endereço {{origin}} não está na lista de origens permitidas deste ambiente.',
  },
  qaOverride: {
    title: 'Versão de teste: {{list}}',
    entry: '{{remote}} {{version}} (fixada {{pinnedVersion}})',
    description: 'Só este navegador carrega estas versões; os demais recebem as fixadas.',
    clear: 'Remover versão de teste',
  },
  diagnostics: {
    title: 'Diagnóstico',
    summary: 'Ambiente {{name}} (não produtivo). O painel usa o contrato {{contract}}.',
    summaryProduction: 'Ambiente {{name}} (produção). O painel usa o contrato {{contract}}.',
    tableLabel: 'Visualizações desta página',
    none: '—',
    override: 'versão de teste, fixada {{pinned}}',
    canary: 'canary para {{percent}} % dos usuários: este {{audience}} tirou {{bucket}}',
    stableBesideCanary:
      'estável: o canary {{version}} vai para {{percent}} % dos usuários; este {{audience}} tirou {{bucket}}',
    canaryRolledBack: 'estável: o canary {{version}} foi retirado (suas cargas falharam)',
    audience: { user: 'usuário', browser: 'navegador' },
    milliseconds: '{{value}} ms',
    health: {
      title: 'Cargas informadas pelos navegadores em {{name}}, última hora',
      tableLabel: 'Cargas de visões na última hora',
      canary: 'canary',
      loads: 'Cargas',
      failures: 'Falhas',
      failureRate: '{{failures}} ({{percent}} %)',
      failedAt: 'Falhou em',
      phase: { manifest: 'manifesto', entry: 'entrada', module: 'módulo', render: 'renderização' },
      p95: 'Tempo de carga p95',
      rolledBack: 'Retirado',
      empty: 'Nenhum navegador informou uma carga na última hora.',
      error: 'Não foi possível ler os relatórios de carga. Tente novamente em instantes.',
      retry: 'Tentar novamente',
    },
    columns: {
      remote: 'Visualização',
      version: 'Versão',
      manifestUrl: 'URL do manifesto',
      contract: 'Contrato',
      loadTime: 'Tempo de carregamento',
      status: 'Status',
    },
    status: {
      notLoaded: 'Ainda não carregada',
      loaded: 'Carregada',
      failed: 'Falhou',
      incompatible: 'Incompatível',
      refused: 'Recusada',
      notPinned: 'Não fixada',
    },
  },
};
