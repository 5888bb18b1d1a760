// @ts-check
// The <head> tags a search engine or a link preview reads from a public page's first HTML:
// title, description, canonical, Open Graph, Twitter card, hreflang. Dashboard routes get none,
// so nothing behind the login shows in a preview.

export const LANGUAGES = /** @type {const} */ (['es', 'en', 'pt']);
/** The spec's fallback: the first supported language (spec-1, "Access and shell"). */
const DEFAULT_LANGUAGE = 'es';
const LOCALES = { es: 'es_AR', en: 'en_US', pt: 'pt_BR' };

/**
 * A spot's link-preview card (the API's GET /public/spots/{id}/card.png): a PNG, since messengers
 * (WhatsApp, Facebook, X, LinkedIn) show no SVG image, at the size they show large.
 * @param {number} id
 */
export const spotCardPath = (id) => `/api/public/spots/${id}/card.png`;
const CARD = { type: 'image/png', width: 1200, height: 630 };

/** The sitemap's report pages when the API does not answer (report-countries.mjs asks it for every market country). */
export const REPORT_COUNTRIES = ['MX', 'AR', 'CO', 'PE', 'CL', 'BR'];

const TEXTS = {
  es: {
    site: 'AdIntel',
    login: ['Ingresar', 'Inteligencia publicitaria: inversión, share of voice y creatividades de tu mercado.'],
    signup: ['Crear una cuenta', 'Registrate y recibí los informes de publicidad digital de tu país.'],
    reportList: ['Informes de publicidad digital', 'Informes gratuitos de publicidad digital por país.'],
    report: (/** @type {string} */ c) => [`Publicidad digital en ${c}`, `Anunciantes, medios y formatos de ${c}.`],
    spot: (/** @type {string} */ a, /** @type {string} */ d) => [
      `${a}: aviso del ${d}`,
      `Aviso de ${a} visto el ${d}.`,
    ],
    spotCard: (/** @type {string} */ a, /** @type {string} */ d) => `Creatividad de ${a}, vista el ${d}`,
    spotUnknown: ['Aviso', 'Un aviso de publicidad digital.'],
  },
  en: {
    site: 'AdIntel',
    login: ['Log in', 'Advertising intelligence: investment, share of voice and creatives of your market.'],
    signup: ['Create an account', "Sign up and get your country's digital advertising reports."],
    reportList: ['Digital advertising reports', 'Free digital advertising reports by country.'],
    report: (/** @type {string} */ c) => [`Digital advertising in ${c}`, `Advertisers, media and formats of ${c}.`],
    spot: (/** @type {string} */ a, /** @type {string} */ d) => [`${a}: ad of ${d}`, `An ad by ${a} seen on ${d}.`],
    spotCard: (/** @type {string} */ a, /** @type {string} */ d) => `Creative by ${a}, seen on ${d}`,
    spotUnknown: ['Ad', 'A digital advertising spot.'],
  },
  pt: {
    site: 'AdIntel',
    login: ['Entrar', 'Inteligência publicitária: investimento, share of voice e criativos do seu mercado.'],
    signup: ['Criar uma conta', 'Cadastre-se e receba os relatórios de publicidade digital do seu país.'],
    reportList: ['Relatórios de publicidade digital', 'Relatórios gratuitos de publicidade digital por país.'],
    report: (/** @type {string} */ c) => [`Publicidade digital em ${c}`, `Anunciantes, mídias e formatos de ${c}.`],
    spot: (/** @type {string} */ a, /** @type {string} */ d) => [
      `${a}: anúncio de ${d}`,
      `Anúncio de ${a} visto em ${d}.`,
    ],
    spotCard: (/** @type {string} */ a, /** @type {string} */ d) => `Criativo de ${a}, visto em ${d}`,
    spotUnknown: ['Anúncio', 'Um anúncio de publicidade digital.'],
  },
};

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The best of es/en/pt for an Accept-Language header; the default when it states no preference.
 * @param {string | undefined} header
 * @returns {'es' | 'en' | 'pt'}
 */
export function languageFor(header) {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => LANGUAGES.includes(/** @type {never} */ (entry.base)));
  return /** @type {'es' | 'en' | 'pt'} */ (found?.base ?? DEFAULT_LANGUAGE);
}

/**
 * Which public page a path is, or null (dashboard and everything else).
 * @param {string} pathname
 * @returns {{ kind: 'login' | 'signup' | 'reportList' } | { kind: 'report', country: string } | { kind: 'spot', id: number } | null}
 */
export function publicPageOf(pathname) {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (clean === '/login') return { kind: 'login' };
  if (clean === '/marketing/signup') return { kind: 'signup' };
  if (clean === '/marketing/report-list') return { kind: 'reportList' };
  const report = /^\/marketing\/report\/([A-Za-z]{2})$/.exec(clean);
  if (report?.[1]) return { kind: 'report', country: report[1].toUpperCase() };
  const spot = /^\/marketing\/spot\/([1-9]\d{0,15})$/.exec(clean);
  if (spot?.[1] && Number.isSafeInteger(Number(spot[1]))) return { kind: 'spot', id: Number(spot[1]) };
  return null;
}

/** @param {string} country @param {string} lang */
function countryName(country, lang) {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * The tags for one public page.
 * @param {object} options
 * @param {NonNullable<ReturnType<typeof publicPageOf>>} options.page
 * @param {'es' | 'en' | 'pt'} options.lang
 * @param {string} options.origin   e.g. https://adintel.example
 * @param {string} options.pathname
 * @param {{ advertiser: string, date: string } | null} [options.spot]  null: an unknown spot
 */
export function publicHeadTags({ page, lang, origin, pathname, spot }) {
  const texts = TEXTS[lang];
  /** @type {string[]} */
  let pair;
  /** @type {{ url: string, alt: string } | undefined} */
  let image;
  if (page.kind === 'report') pair = texts.report(countryName(page.country, lang));
  else if (page.kind === 'spot') {
    pair = spot ? texts.spot(spot.advertiser, spot.date) : texts.spotUnknown;
    // Only a known spot has a card: an unknown one gets no image rather than a 404 behind it.
    if (spot)
      image = { url: new URL(spotCardPath(page.id), origin).href, alt: texts.spotCard(spot.advertiser, spot.date) };
  } else pair = texts[page.kind];
  const [heading = '', description = ''] = pair;
  const title = `${heading} · ${texts.site}`;
  const url = `${origin}${pathname}`;
  const e = escapeHtml;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${e(`${url}?lang=${l}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(url)}" />`,
    `<meta property="og:site_name" content="${e(texts.site)}" />`,
    `<meta property="og:title" content="${e(title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:type" content="${page.kind === 'spot' ? 'article' : 'website'}" />`,
    `<meta property="og:locale" content="${LOCALES[lang]}" />`,
    ...LANGUAGES.filter((l) => l !== lang).map(
      (l) => `<meta property="og:locale:alternate" content="${LOCALES[l]}" />`,
    ),
    ...(image
      ? [
          `<meta property="og:image" content="${e(image.url)}" />`,
          `<meta property="og:image:type" content="${CARD.type}" />`,
          `<meta property="og:image:width" content="${CARD.width}" />`,
          `<meta property="og:image:height" content="${CARD.height}" />`,
          `<meta property="og:image:alt" content="${e(image.alt)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(title)}" />`,
    `<meta name="twitter:description" content="${e(description)}" />`,
    ...(image
      ? [
          `<meta name="twitter:image" content="${e(image.url)}" />`,
          `<meta name="twitter:image:alt" content="${e(image.alt)}" />`,
        ]
      : []),
  ];
  return { lang, html: tags.join('\n    ') };
}
