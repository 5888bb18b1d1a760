import type { Language } from 'shared-contracts/languages';

interface FramePlaceholderTexts {
  brand: string;
  loadingSession: string;
  homeTitle: string;
}

/**
 * The texts of the dashboard's frame drawn while the session is restored, in every language:
 * the page's entry draws that frame before i18next loads (app/layout/early-dashboard-frame.ts),
 * so they live here as plain data, and the shell's locales take theirs from here.
 */
export const FRAME_PLACEHOLDER_TEXTS: Readonly<Record<Language, FramePlaceholderTexts>> = {
  es: { brand: 'AdIntel', loadingSession: 'Cargando tu sesión…', homeTitle: 'Inicio' },
  en: { brand: 'AdIntel', loadingSession: 'Loading your session…', homeTitle: 'Home' },
  pt: { brand: 'AdIntel', loadingSession: 'Carregando sua sessão…', homeTitle: 'Início' },
};
