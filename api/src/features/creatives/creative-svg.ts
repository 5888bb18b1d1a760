import { escapeXml, fit, hslToHex, stableHash } from './svg-text';

/** What a creative image shows: the campaign's names and where it was first seen. */
export interface CreativeSubject {
  campaignId: number;
  advertiserId: number;
  advertiser: string;
  product: string;
  industry: string;
  publisher: string;
  publisherUrl: string;
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';
const CALLS_TO_ACTION = ['Ver más', 'Comprar ahora', 'Conocé más', 'Saber más', 'Descubrilo'];

/** Brand colours: the hue follows the advertiser, so its campaigns look like one brand. */
function palette(subject: CreativeSubject, shift = 0) {
  const hue = (stableHash(`advertiser-${subject.advertiserId}`) % 360) + shift;
  return {
    light: hslToHex(hue, 0.7, 0.5),
    dark: hslToHex(hue + 35, 0.65, 0.28),
    accent: hslToHex(hue + 180, 0.8, 0.6),
  };
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

/** The ad itself, drawn at the origin in a 300 x 250 box (also placed inside the screenshot). */
function adArtwork(subject: CreativeSubject, id: string, shift = 0, caption = ''): string {
  const colors = palette(subject, shift);
  const cta = CALLS_TO_ACTION[subject.campaignId % CALLS_TO_ACTION.length] ?? 'Ver más';
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors.light}"/><stop offset="1" stop-color="${colors.dark}"/>` +
    `</linearGradient></defs>` +
    `<rect width="300" height="250" fill="url(#${id})"/>` +
    `<circle cx="262" cy="38" r="78" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="20" cy="240" r="46" fill="${colors.accent}" fill-opacity="0.35"/>` +
    `<text x="20" y="42" ${FONT} font-size="20" font-weight="bold" fill="#ffffff">${escapeXml(fit(subject.advertiser, 24))}</text>` +
    `<text x="20" y="112" ${FONT} font-size="25" font-weight="bold" fill="#ffffff">${escapeXml(fit(subject.product, 20))}</text>` +
    `<text x="20" y="140" ${FONT} font-size="14" fill="#ffffff" fill-opacity="0.85">${escapeXml(fit(caption || subject.industry, 34))}</text>` +
    `<rect x="20" y="186" width="132" height="36" rx="18" fill="#ffffff"/>` +
    `<text x="86" y="209" ${FONT} font-size="14" font-weight="bold" fill="${colors.dark}" text-anchor="middle">${escapeXml(cta)}</text>`
  );
}

/** `creative.svg`: the 300 x 250 display ad. */
export function creativeSvg(subject: CreativeSubject): string {
  return svg(300, 250, `${subject.advertiser} – ${subject.product}`, adArtwork(subject, 'bg'));
}

/** `slide-{n}.svg`: one card of a carousel, its colours turned a little per slide. */
export function slideSvg(subject: CreativeSubject, slide: number): string {
  const label = `${subject.product} ${slide}`;
  return svg(300, 250, label, adArtwork(subject, `bg${slide}`, slide * 47, `${fit(subject.industry, 24)} · ${slide}`));
}

/** Grey bars standing in for a headline and paragraphs. */
function textLines(x: number, y: number, widths: readonly number[]): string {
  return widths
    .map((width, index) => `<rect x="${x}" y="${y + index * 16}" width="${width}" height="8" rx="4" fill="#d5d9e0"/>`)
    .join('');
}

/** `screenshot.svg`: a fake capture of the publisher's page with the ad in its slot. */
export function screenshotSvg(subject: CreativeSubject): string {
  const colors = palette(subject);
  const site = hslToHex(stableHash(subject.publisher) % 360, 0.35, 0.32);
  const body =
    `<rect width="640" height="400" fill="#f4f5f7"/>` +
    `<rect width="640" height="30" fill="#dfe1e5"/>` +
    `<circle cx="16" cy="15" r="5" fill="#ff5f57"/><circle cx="32" cy="15" r="5" fill="#febc2e"/><circle cx="48" cy="15" r="5" fill="#28c840"/>` +
    `<rect x="70" y="6" width="500" height="18" rx="9" fill="#ffffff"/>` +
    `<text x="82" y="19" ${FONT} font-size="11" fill="#5f6368">${escapeXml(fit(subject.publisherUrl, 70))}</text>` +
    `<rect y="30" width="640" height="48" fill="${site}"/>` +
    `<text x="24" y="62" ${FONT} font-size="22" font-weight="bold" fill="#ffffff">${escapeXml(fit(subject.publisher, 40))}</text>` +
    `<rect x="24" y="96" width="250" height="14" rx="4" fill="#9aa0a6"/>` +
    textLines(24, 124, [270, 255, 262, 240, 268, 190]) +
    `<rect x="24" y="230" width="270" height="120" fill="#e3e6ea"/>` +
    textLines(24, 364, [262, 230]) +
    `<text x="316" y="98" ${FONT} font-size="9" fill="#9aa0a6">Publicidad</text>` +
    `<g transform="translate(316 104)">${adArtwork(subject, 'ad')}</g>` +
    `<rect x="314" y="102" width="304" height="254" fill="none" stroke="${colors.accent}" stroke-width="2"/>`;
  return svg(640, 400, `${subject.publisher}: ${subject.advertiser}`, body);
}
