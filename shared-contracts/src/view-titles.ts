import type { Language } from './languages';
import type { PageId } from './pages';

/** The dashboard pages a remote draws under a title of its own (shared-ui's ViewPage). */
export type TitledView = 'shareofvoice' | 'investment' | 'spotslist' | 'campaigns' | 'snapshots' | 'compare';

/**
 * Each data view's title in every language, the one source of them: the remote's heading reads
 * it, and so does the shell's frame drawn before the dashboard's code arrives (issue 16: the
 * page's title on screen while antd, the remote and the data are still on their way).
 */
export const VIEW_TITLES: Readonly<Record<Language, Readonly<Record<TitledView, string>>>> = {
  es: {
    shareofvoice: 'Cuota de voz',
    investment: 'Inversión en tiempo real',
    spotslist: 'Lista de spots',
    campaigns: 'Campañas',
    snapshots: 'Instantáneas',
    compare: 'Comparar',
  },
  en: {
    shareofvoice: 'Share of Voice',
    investment: 'Real-Time Spend',
    spotslist: 'Spots List',
    campaigns: 'Campaigns',
    snapshots: 'Snapshots',
    compare: 'Compare',
  },
  pt: {
    shareofvoice: 'Participação de voz',
    investment: 'Investimento em tempo real',
    spotslist: 'Lista de spots',
    campaigns: 'Campanhas',
    snapshots: 'Instantâneos',
    compare: 'Comparar',
  },
};

/** The title a page's remote shows at its head, if the page is a data view. */
export function viewTitleOf(page: PageId, language: Language): string | undefined {
  const titles: Readonly<Record<string, string>> = VIEW_TITLES[language];
  return Object.hasOwn(titles, page) ? titles[page] : undefined;
}
