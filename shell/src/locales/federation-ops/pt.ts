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
    localEntry: '{{remote}} de {{origin}} (uma compilação neste computador)',
    refusedTitle: 'Não carregado: {{list}}',
    refusedDescription:
      'Este é o ambiente de produção, que nunca carrega uma visualização de um computador próprio: as versões fixadas são exibidas. Sobreponha a compilação local em um ambiente de QA.',
  },
  diagnostics: {
    title: 'Diagnóstico',
    summary: 'Ambiente {{name}} (não produtivo). O painel usa o contrato {{contract}}.',
    summaryProduction: 'Ambiente {{name}} (produção). O painel usa o contrato {{contract}}.',
    tableLabel: 'Visualizações desta página',
    none: '—',
    local: 'compilação neste computador, fixada {{pinned}}',
    overlay: {
      title: 'Carregar uma visualização deste computador',
      intro:
        'Só para este navegador: a visualização vem de uma compilação neste computador (pnpm dev mostra o endereço) até remover a versão de teste. A página é recarregada.',
      remote: 'Visualização',
      manifest: 'URL do manifesto ou porta',
      placeholder: 'http://localhost:4001/mf-manifest.json',
      submit: 'Carregar deste computador',
      invalid: 'Informe um endereço deste computador, como http://localhost:4001/mf-manifest.json, ou só a porta.',
      production: 'O ambiente de produção nunca carrega uma visualização de um computador próprio.',
    },
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
