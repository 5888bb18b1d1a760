import { adTexts, FONT, palette, svg, type CreativeSubject } from './ad-artwork';

/** One loop of the animated creative, in seconds. */
const VIDEO_SECONDS = 6;

/** A SMIL animation over the whole loop: `values` reached at `keyTimes` (fractions of the loop). */
function animate(attribute: string, values: string, keyTimes: string, transform = ''): string {
  const element = transform ? 'animateTransform' : 'animate';
  const type = transform ? ` type="${transform}"` : '';
  return (
    `<${element} attributeName="${attribute}"${type} values="${values}" keyTimes="${keyTimes}" ` +
    `dur="${VIDEO_SECONDS}s" repeatCount="indefinite"/>`
  );
}

/**
 * `video.svg`: the campaign's video spot as an animated 300 x 250 creative drawn by the API
 * (SMIL, so it plays inside an <img>, offline): the brand and product come in, the line
 * follows, the button pulses, a bar shows the time. Its poster is `creative.svg`.
 */
export function videoSvg(subject: CreativeSubject): string {
  const colors = palette(subject);
  const texts = adTexts(subject);
  const body =
    `<defs><linearGradient id="vbg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors.light}"/><stop offset="1" stop-color="${colors.dark}"/>` +
    `</linearGradient></defs>` +
    `<rect width="300" height="250" fill="url(#vbg)"/>` +
    `<circle cx="262" cy="38" r="78" fill="#ffffff" fill-opacity="0.12">` +
    animate('r', '60;96;60', '0;0.5;1') +
    `</circle>` +
    `<circle cx="20" cy="240" r="46" fill="${colors.accent}" fill-opacity="0.35">` +
    animate('transform', '0 0;40 -30;0 0', '0;0.5;1', 'translate') +
    `</circle>` +
    `<text x="20" y="42" ${FONT} font-size="20" font-weight="bold" fill="#ffffff">${texts.advertiser}` +
    animate('opacity', '0;1;1;0', '0;0.1;0.92;1') +
    `</text>` +
    `<g>${animate('transform', '-300 0;-300 0;0 0;0 0;-300 0', '0;0.1;0.2;0.92;1', 'translate')}` +
    `<text x="20" y="112" ${FONT} font-size="25" font-weight="bold" fill="#ffffff">${texts.product}</text></g>` +
    `<text x="20" y="140" ${FONT} font-size="14" fill="#ffffff" fill-opacity="0.85">${texts.caption}` +
    animate('opacity', '0;0;1;1;0', '0;0.25;0.35;0.92;1') +
    `</text>` +
    `<g>${animate('transform', '0 0;0 0;0 -4;0 0;0 -4;0 0', '0;0.45;0.55;0.65;0.75;1', 'translate')}` +
    `<rect x="20" y="186" width="132" height="36" rx="18" fill="#ffffff"/>` +
    `<text x="86" y="209" ${FONT} font-size="14" font-weight="bold" fill="${colors.dark}" text-anchor="middle">${texts.callToAction}</text>` +
    `</g>` +
    `<rect y="246" width="300" height="4" fill="#000000" fill-opacity="0.25"/>` +
    `<rect y="246" width="0" height="4" fill="#ffffff">${animate('width', '0;300', '0;1')}</rect>`;
  return svg(300, 250, `${subject.advertiser} – ${subject.product}`, body);
}
