import { kitEn } from '../locales/kit-en';
import { kitEs } from '../locales/kit-es';
import { kitPt } from '../locales/kit-pt';

/**
 * 'Others' in every language of the suite: the kit's own fold (`charts.others`) and the slice the
 * API names in the answer's language. Known in all of them, so a chart drawn before a change of
 * language still greys it.
 */
const OTHERS_LABELS: ReadonlySet<string> = new Set(
  [kitEn, kitEs, kitPt].map((kit) => kit.charts.others.trim().toLocaleLowerCase()),
);

/** Whether a series or slice is the rest folded together ('Others', 'Otros', 'Outros'). */
export function isOthersLabel(label: string): boolean {
  return OTHERS_LABELS.has(label.trim().toLocaleLowerCase());
}
