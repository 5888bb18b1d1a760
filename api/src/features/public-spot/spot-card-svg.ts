import { escapeXml, fit } from '../creatives/svg-text';

/** The size messengers and social networks show a large link preview at (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The suite's name, as the shell's title and the public pages' og:site_name give it. */
const SITE_NAME = 'AdIntel';

/** What the card shows: nothing the public spot page does not show already. */
export interface SpotCardFacts {
  advertiser: string;
  /** As the page shows it (YYYY-MM-DD): the card serves every language. */
  date: string;
  /** The creative the page shows, an SVG document of the API's own drawing; null draws none. */
  creative: string | null;
}

const BAND_TOP = 480;
const PANEL = { x: 40, y: 40, width: CARD_WIDTH - 80, height: BAND_TOP - 80 };
const INSET = 16;
const FONT = 'font-family="Arimo, Arial, sans-serif"';

/**
 * The creative placed in a box, scaled whole: its own root element becomes a nested <svg> with
 * the box's position and size, so its text is drawn with the card's fonts (an <image> of an SVG
 * is drawn without them). Null for a document without a viewBox, which could not be scaled.
 */
function placed(creative: string, box: { x: number; y: number; width: number; height: number }): string | null {
  const opening = /^<svg\b([^>]*)>/.exec(creative);
  const attributes = opening?.[1]?.replace(/\s(?:x|y|width|height|preserveAspectRatio)="[^"]*"/g, '');
  if (!opening || attributes === undefined || !/\sviewBox="[^"]+"/.test(attributes)) return null;
  return (
    `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" ` +
    `preserveAspectRatio="xMidYMid meet"${attributes}>${creative.slice(opening[0].length)}`
  );
}

/** The 1200×630 link-preview card of a public spot: its creative above, advertiser and date below. */
export function spotCardSvg({ advertiser, date, creative }: SpotCardFacts): string {
  const inner = {
    x: PANEL.x + INSET,
    y: PANEL.y + INSET,
    width: PANEL.width - 2 * INSET,
    height: PANEL.height - 2 * INSET,
  };
  const artwork = creative === null ? null : placed(creative, inner);
  const panel = artwork
    ? `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="12" fill="#ffffff"/>${artwork}`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" ` +
    `viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#e9edf3"/>` +
    panel +
    `<rect y="${BAND_TOP}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - BAND_TOP}" fill="#10243e"/>` +
    `<text x="48" y="545" ${FONT} font-size="44" font-weight="bold" fill="#ffffff">${escapeXml(fit(advertiser, 34))}</text>` +
    `<text x="48" y="598" ${FONT} font-size="30" fill="#c9d3e0">${escapeXml(fit(date, 20))}</text>` +
    `<text x="${CARD_WIDTH - 48}" y="598" ${FONT} font-size="34" font-weight="bold" fill="#69b1ff" ` +
    `text-anchor="end">${SITE_NAME}</text>` +
    `</svg>`
  );
}
