import type { ShellMessages } from './en';
import { federationOpsPt } from './federation-ops/pt';
import { busyPt } from './busy/pt';
import { loginLockoutsPt } from './login-lockouts/pt';
import { framePt } from './frame/pt';
import { resultDialogsPt } from './result-dialogs/pt';
import { searchPt, searchErrorsPt } from './search/pt';
import { FRAME_PLACEHOLDER_TEXTS } from './frame-placeholder';

/** Portuguese texts of the shell (namespace `shell`). */
export const pt: ShellMessages = {
  app: {
    name: FRAME_PLACEHOLDER_TEXTS.pt.brand,
    loadingSession: FRAME_PLACEHOLDER_TEXTS.pt.loadingSession,
  },
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
    pt: 'Português',
  },
  login: {
    title: 'Entre na sua conta',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    errors: {
      emailRequired: 'Digite um endereço de e-mail válido',
      emailInvalid: 'E-mail inválido',
      passwordRequired: 'Digite sua senha.',
      passwordShort: 'Digite uma senha válida',
      failed: 'Há algo errado com seu e-mail e senha!',
      tooManyAttempts_one: 'Muitas tentativas sem sucesso. Aguarde {{count}} minuto e tente novamente.',
      tooManyAttempts_other: 'Muitas tentativas sem sucesso. Aguarde {{count}} minutos e tente novamente.',
      tooManyAttemptsLater: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
    },
  },
  nav: {
    label: 'Navegação principal',
    home: 'Início',
    investment: 'Investimento em tempo real',
    shareofvoice: 'Share of Voice',
    spotslist: 'Lista de anúncios',
    campaigns: 'Campanhas',
    snapshots: 'Snapshots',
    compare: 'Comparar',
    account: 'Conta',
    logout: 'Sair',
  },
  topBar: {
    openMenu: 'Abrir menu',
    toDark: 'Mudar para o modo escuro',
    toLight: 'Mudar para o modo claro',
    accountSettings: 'Configurações da conta',
    adminDashboard: 'Painel de administração',
    logout: 'Sair',
  },
  home: {
    title: FRAME_PLACEHOLDER_TEXTS.pt.homeTitle,
    welcome: 'Olá, {{name}}.',
    intro: 'Escolha uma visão no menu para explorar a publicidade dos seus mercados.',
  },
  notFound: {
    title: 'Página não encontrada',
    subtitle: 'A página que você procura não existe.',
    back: 'Voltar ao início',
  },
  remote: {
    loading: 'Carregando visão…',
    failedTitle: 'Não foi possível carregar esta visão',
    failedSubtitle: 'O resto do painel continua funcionando. Tente novamente em instantes.',
    retry: 'Tentar novamente',
    incompatibleTitle: 'Esta visão não é compatível com esta versão do painel',
    incompatibleSubtitle:
      'A visão foi construída para o contrato {{remoteVersion}}; o painel usa o contrato {{hostVersion}}.',
  },
  ...searchPt,
  ...federationOpsPt,
  ...framePt,
  ...busyPt,
  ...loginLockoutsPt,
  ...resultDialogsPt,
  errors: {
    ...searchErrorsPt,
  },
};
