import { adArtwork, FONT, palette, svg, type CreativeSubject } from './ad-artwork';
import { CREATIVE_WORDS } from './creative-words';
import { escapeXml, fit, hslToHex, stableHash } from './svg-text';

/** `creative.svg`: the 300 x 250 display ad (also the poster of its animated version). */
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

/**
 * `screenshot.svg` / `screenshot-{spotId}.svg`: a capture of the page of the sighting (its
 * publisher, address and date) with the ad in its slot.
 */
export function screenshotSvg(subject: CreativeSubject): string {
  const colors = palette(subject);
  const { sighting } = subject;
  const words = CREATIVE_WORDS[subject.language];
  const site = hslToHex(stableHash(sighting.publisher) % 360, 0.35, 0.32);
  const body =
    `<rect width="640" height="400" fill="#f4f5f7"/>` +
    `<rect width="640" height="30" fill="#dfe1e5"/>` +
    `<circle cx="16" cy="15" r="5" fill="#ff5f57"/><circle cx="32" cy="15" r="5" fill="#febc2e"/><circle cx="48" cy="15" r="5" fill="#28c840"/>` +
    `<rect x="70" y="6" width="500" height="18" rx="9" fill="#ffffff"/>` +
    `<text x="82" y="19" ${FONT} font-size="11" fill="#5f6368">${escapeXml(fit(sighting.pageUrl, 70))}</text>` +
    `<rect y="30" width="640" height="48" fill="${site}"/>` +
    `<text x="24" y="62" ${FONT} font-size="22" font-weight="bold" fill="#ffffff">${escapeXml(fit(sighting.publisher, 30))}</text>` +
    `<text x="616" y="60" ${FONT} font-size="13" fill="#ffffff" text-anchor="end">${escapeXml(words.seenOn(sighting.date))}</text>` +
    `<rect x="24" y="96" width="250" height="14" rx="4" fill="#9aa0a6"/>` +
    textLines(24, 124, [270, 255, 262, 240, 268, 190]) +
    `<rect x="24" y="230" width="270" height="120" fill="#e3e6ea"/>` +
    textLines(24, 364, [262, 230]) +
    `<text x="316" y="98" ${FONT} font-size="9" fill="#9aa0a6">${escapeXml(words.advertisement)}</text>` +
    `<g transform="translate(316 104)">${adArtwork(subject, 'ad')}</g>` +
    `<rect x="314" y="102" width="304" height="254" fill="none" stroke="${colors.accent}" stroke-width="2"/>`;
  return svg(640, 400, `${sighting.publisher}, ${sighting.date}: ${subject.advertiser}`, body);
}
