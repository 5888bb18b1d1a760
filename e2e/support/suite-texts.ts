import type { Page } from '@playwright/test';

export type SuiteLanguage = 'es' | 'en' | 'pt';

export const SUITE_LANGUAGES: readonly SuiteLanguage[] = ['es', 'en', 'pt'];

/** The texts a user reads to walk the suite, in each language (the shell's and views' own texts). */
export interface SuiteTexts {
  email: string;
  password: string;
  logIn: string;
  mainNavigation: string;
  countries: RegExp;
  countryPicker: RegExp;
  apply: string;
  startDate: string;
  lastMonth: string;
  advancedSearch: RegExp;
  advertisers: string;
  search: string;
  alerts: RegExp;
  myReports: string;
  saveNew: string;
  help: string;
  previewCreative: RegExp;
  nav: {
    home: string;
    investment: string;
    snapshots: string;
    compare: string;
    campaigns: string;
    spotslist: string;
    account: string;
  };
}

export const SUITE_TEXTS: Record<SuiteLanguage, SuiteTexts> = {
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    mainNavigation: 'Main navigation',
    countries: /Countries:/,
    countryPicker: /^Select (countries|a country)$/,
    apply: 'Apply',
    startDate: 'Start date',
    lastMonth: 'Last month',
    advancedSearch: /Advanced search$/,
    advertisers: 'Advertisers',
    search: 'Search',
    alerts: /Alerts$/,
    myReports: 'My Reports',
    saveNew: 'Save New',
    help: 'Help and Support',
    previewCreative: /^Preview the creative of /,
    nav: {
      home: 'Home',
      investment: 'Real-Time Spend',
      snapshots: 'Snapshots',
      compare: 'Compare',
      campaigns: 'Campaigns',
      spotslist: 'Spots List',
      account: 'Account',
    },
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Ingresar',
    mainNavigation: 'Navegación principal',
    countries: /Países:/,
    countryPicker: /^Seleccioná (países|un país)$/,
    apply: 'Aplicar',
    startDate: 'Fecha de inicio',
    lastMonth: 'Mes pasado',
    advancedSearch: /Búsqueda avanzada$/,
    advertisers: 'Anunciantes',
    search: 'Buscar',
    alerts: /Alertas$/,
    myReports: 'Mis reportes',
    saveNew: 'Guardar nuevo',
    help: 'Ayuda y soporte',
    previewCreative: /^Ver la creatividad de /,
    nav: {
      home: 'Inicio',
      investment: 'Inversión en tiempo real',
      snapshots: 'Snapshots',
      compare: 'Comparar',
      campaigns: 'Campañas',
      spotslist: 'Lista de avisos',
      account: 'Cuenta',
    },
  },
  pt: {
    email: 'E-mail',
    password: 'Senha',
    logIn: 'Entrar',
    mainNavigation: 'Navegação principal',
    countries: /Países:/,
    countryPicker: /^Selecione (países|um país)$/,
    apply: 'Aplicar',
    startDate: 'Data inicial',
    lastMonth: 'Mês passado',
    advancedSearch: /Pesquisa avançada$/,
    advertisers: 'Anunciantes',
    search: 'Pesquisar',
    alerts: /Alertas$/,
    myReports: 'Meus relatórios',
    saveNew: 'Salvar novo',
    help: 'Ajuda e suporte',
    previewCreative: /^Ver o criativo de /,
    nav: {
      home: 'Início',
      investment: 'Investimento em tempo real',
      snapshots: 'Snapshots',
      compare: 'Comparar',
      campaigns: 'Campanhas',
      spotslist: 'Lista de anúncios',
      account: 'Conta',
    },
  },
};

/** Opens every page of this browser context in `language` (the stored choice the shell reads first). */
export async function useLanguage(page: Page, language: SuiteLanguage): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('suite.language', chosen), language);
}
