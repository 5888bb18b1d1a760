import type { loginLockoutsEn } from './en';

/** Portuguese texts of the diagnostics page's failed-login lockouts. */
export const loginLockoutsPt: typeof loginLockoutsEn = {
  loginLockouts: {
    title: 'Bloqueios por tentativas sem sucesso',
    intro:
      'Bloqueios em vigor e os que terminaram no último dia. Uma conta ou um endereço fica bloqueado para os navegadores que nunca entraram na conta; um dispositivo é um navegador que entrou. Suspender um bloqueio esquece as tentativas sem sucesso.',
    tableLabel: 'Bloqueios por tentativas sem sucesso',
    columns: { what: 'Bloqueado', since: 'Desde', until: 'Até', failures: 'Tentativas sem sucesso', action: 'Ação' },
    kind: { account: 'Conta', address: 'Endereço', device: 'Dispositivo' },
    deviceOf: '{{account}}, dispositivo {{device}}',
    lift: 'Suspender',
    liftLabel: 'Suspender o bloqueio de {{what}}',
    ended: 'Encerrado',
    empty: 'Nenhum acesso foi bloqueado no último dia.',
    error: 'Não foi possível ler os bloqueios. Tente novamente em instantes.',
    liftError: 'Não foi possível suspender o bloqueio. Tente novamente em instantes.',
    retry: 'Tentar novamente',
  },
};
