import { expect, type Page } from '@playwright/test';
import { REFERENCE_NAMES } from '../../api/src/features/market-generator/reference-names';
import { en as campaignsEn } from '../../mf-campaigns/src/locales/en';
import { es as campaignsEs } from '../../mf-campaigns/src/locales/es';
import { pt as campaignsPt } from '../../mf-campaigns/src/locales/pt';
import { en as compareEn } from '../../mf-compare/src/locales/en';
import { es as compareEs } from '../../mf-compare/src/locales/es';
import { pt as comparePt } from '../../mf-compare/src/locales/pt';
import { en as accountEn } from '../../mf-account/src/locales/en';
import { es as accountEs } from '../../mf-account/src/locales/es';
import { pt as accountPt } from '../../mf-account/src/locales/pt';
import { en as investmentEn } from '../../mf-investment/src/locales/en';
import { es as investmentEs } from '../../mf-investment/src/locales/es';
import { pt as investmentPt } from '../../mf-investment/src/locales/pt';
import { en as marketingEn } from '../../mf-marketing/src/locales/en';
import { es as marketingEs } from '../../mf-marketing/src/locales/es';
import { pt as marketingPt } from '../../mf-marketing/src/locales/pt';
import { en as snapshotsEn } from '../../mf-snapshots/src/locales/en';
import { es as snapshotsEs } from '../../mf-snapshots/src/locales/es';
import { pt as snapshotsPt } from '../../mf-snapshots/src/locales/pt';
import { en as sovEn } from '../../mf-sov/src/locales/en';
import { es as sovEs } from '../../mf-sov/src/locales/es';
import { pt as sovPt } from '../../mf-sov/src/locales/pt';
import { kitEn } from '../../shared-ui/src/locales/kit-en';
import { kitEs } from '../../shared-ui/src/locales/kit-es';
import { kitPt } from '../../shared-ui/src/locales/kit-pt';
import { en as shellEn } from '../../shell/src/locales/en';
import { es as shellEs } from '../../shell/src/locales/es';
import { pt as shellPt } from '../../shell/src/locales/pt';
import type { SuiteLanguage } from './suite-texts';

type Texts = Readonly<Record<SuiteLanguage, unknown>>;

/** Every locale tree of the suite: the shell's, each view's and the shared kit's. */
const LOCALES: readonly Texts[] = [
  { es: shellEs, en: shellEn, pt: shellPt },
  { es: kitEs, en: kitEn, pt: kitPt },
  { es: sovEs, en: sovEn, pt: sovPt },
  { es: investmentEs, en: investmentEn, pt: investmentPt },
  { es: snapshotsEs, en: snapshotsEn, pt: snapshotsPt },
  { es: campaignsEs, en: campaignsEn, pt: campaignsPt },
  { es: accountEs, en: accountEn, pt: accountPt },
  { es: marketingEs, en: marketingEn, pt: marketingPt },
  { es: compareEs, en: compareEn, pt: comparePt },
];

/** A locale tree's strings by key path. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>();
  if (typeof tree === 'string') strings.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, text] of flatten(value, `${prefix}.${key}`)) strings.set(path, text);
    }
  }
  return strings;
}

/**
 * The suite's own terms in each language: its locale strings (not those with placeholders, which a
 * page never shows whole) and the API's reference names (industries, categories, platforms,
 * formats, sources). A term shared by two languages belongs to both.
 */
function termsByLanguage(): Record<SuiteLanguage, Set<string>> {
  const terms: Record<SuiteLanguage, Set<string>> = { es: new Set(), en: new Set(), pt: new Set() };
  const add = (language: SuiteLanguage, text: string) => {
    const term = text.trim();
    if (term && !term.includes('{{')) terms[language].add(term);
  };
  for (const texts of LOCALES) {
    for (const language of ['es', 'en', 'pt'] as const) {
      for (const text of flatten(texts[language]).values()) add(language, text);
    }
  }
  for (const names of Object.values(REFERENCE_NAMES)) {
    for (const [english, { es, pt }] of Object.entries(names)) {
      add('en', english);
      add('es', es);
      add('pt', pt);
    }
  }
  return terms;
}

const TERMS = termsByLanguage();

/**
 * The terms a page in `language` must not show: the other languages' terms that are not also
 * this language's. Four letters at least: shorter words ("Ver", "Total") read the same in more than
 * one of the languages.
 */
function foreignTerms(language: SuiteLanguage): Set<string> {
  const own = TERMS[language];
  const foreign = new Set<string>();
  for (const other of ['es', 'en', 'pt'] as const) {
    if (other === language) continue;
    for (const term of TERMS[other]) if (term.length >= 4 && !own.has(term)) foreign.add(term);
  }
  return foreign;
}

const FOREIGN: Record<SuiteLanguage, Set<string>> = {
  es: foreignTerms('es'),
  en: foreignTerms('en'),
  pt: foreignTerms('pt'),
};

/**
 * The pieces of text the page shows or names: each visible text node, and the labels, titles and
 * placeholders, cut at the separators the suite puts between a label and its value
 * ("Industries: Retail", "Trending share of voice · Chile", a list "A, B").
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pieces: string[] = [];
    const visible = (element: Element | null) =>
      element instanceof HTMLElement &&
      element.offsetParent !== null &&
      getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && visible(node.parentElement)) pieces.push(node.textContent);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      // antd names its icons by their English file names ("user", "down"): the library's, not the suite's terms.
      if (!visible(element) || element.classList.contains('anticon')) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) pieces.push(value);
      }
    }
    return pieces.flatMap((piece) => piece.split(/\s*(?::|·|\||,|\n)\s+|\n/)).map((piece) => piece.trim());
  });
}

/**
 * Fails when the page, shown in the language of its `html lang`, shows a term of the suite's own
 * in another language. Names of advertisers, products and publishers, and the creatives' texts,
 * are not the suite's terms: a piece must be a whole term to count.
 */
export async function expectOneLanguage(page: Page, state: string): Promise<void> {
  const language = (await page.locator('html').getAttribute('lang')) as SuiteLanguage;
  const foreign = FOREIGN[language];
  expect(foreign, `the terms of the languages besides ${language}`).toBeDefined();
  const found = [...new Set((await pageTexts(page)).filter((piece) => foreign.has(piece)))];
  expect(found, `${state}: terms of another language than ${language}`).toEqual([]);
}
