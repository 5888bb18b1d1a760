import type { Language } from 'shared-contracts';
import { CREATIVE_WORDS } from './creative-words';
import { escapeXml, fit, hslToHex, stableHash } from './svg-text';

/** Where and when a creative was seen: the spot a screenshot captures. */
interface Sighting {
  publisher: string;
  /** The page the spot was seen on. */
  pageUrl: string;
  /** yyyy-MM-dd, as the gallery's "last seen" date. */
  date: string;
}

/** What a creative image shows: the campaign's names and the spot it was seen on. */
export interface CreativeSubject {
  campaignId: number;
  advertiserId: number;
  advertiser: string;
  product: string;
  /** The industry's name in `language`. */
  industry: string;
  /** The campaign's own line (its slogan); empty shows the industry. */
  headline: string;
  /** The campaign's button text; empty picks one in `language`. */
  callToAction: string;
  /** The language of the country the spot ran in. */
  language: Language;
  sighting: Sighting;
}

export const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Brand colours: the hue follows the advertiser, so its campaigns look like one brand. */
export function palette(subject: CreativeSubject, shift = 0) {
  const hue = (stableHash(`advertiser-${subject.advertiserId}`) % 360) + shift;
  return {
    light: hslToHex(hue, 0.7, 0.5),
    dark: hslToHex(hue + 35, 0.65, 0.28),
    accent: hslToHex(hue + 180, 0.8, 0.6),
  };
}

/** An SVG document whose viewBox lets any box scale it whole. */
export function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

function callToActionOf(subject: CreativeSubject): string {
  const words = CREATIVE_WORDS[subject.language].callsToAction;
  return subject.callToAction || (words[subject.campaignId % words.length] ?? words[0] ?? '');
}

/** The texts of the ad, each already cut to its box and escaped. */
export function adTexts(subject: CreativeSubject, caption = '') {
  return {
    advertiser: escapeXml(fit(subject.advertiser, 24)),
    product: escapeXml(fit(subject.product, 20)),
    caption: escapeXml(fit(caption || subject.headline || subject.industry, 34)),
    callToAction: escapeXml(fit(callToActionOf(subject), 16)),
  };
}

/** The ad itself, drawn at the origin in a 300 x 250 box (also placed inside the screenshot). */
export function adArtwork(subject: CreativeSubject, id: string, shift = 0, caption = ''): string {
  const colors = palette(subject, shift);
  const texts = adTexts(subject, caption);
  // Clipped to its box: placed in a screenshot, its circles stay inside the ad slot.
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors.light}"/><stop offset="1" stop-color="${colors.dark}"/>` +
    `</linearGradient><clipPath id="${id}c"><rect width="300" height="250"/></clipPath></defs>` +
    `<g clip-path="url(#${id}c)">` +
    `<rect width="300" height="250" fill="url(#${id})"/>` +
    `<circle cx="262" cy="38" r="78" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="20" cy="240" r="46" fill="${colors.accent}" fill-opacity="0.35"/>` +
    `<text x="20" y="42" ${FONT} font-size="20" font-weight="bold" fill="#ffffff">${texts.advertiser}</text>` +
    `<text x="20" y="112" ${FONT} font-size="25" font-weight="bold" fill="#ffffff">${texts.product}</text>` +
    `<text x="20" y="140" ${FONT} font-size="14" fill="#ffffff" fill-opacity="0.85">${texts.caption}</text>` +
    `<rect x="20" y="186" width="132" height="36" rx="18" fill="#ffffff"/>` +
    `<text x="86" y="209" ${FONT} font-size="14" font-weight="bold" fill="${colors.dark}" text-anchor="middle">${texts.callToAction}</text>` +
    `</g>`
  );
}
