/**
 * Simplified flags (stripes only, no emblems) drawn as SVG, so the records' "Flag Image" is
 * served by the API itself. Countries without a pattern get a neutral badge with their code.
 */
interface Stripes {
  direction: 'horizontal' | 'vertical';
  colors: readonly string[];
}

const FLAG_STRIPES: Readonly<Record<string, Stripes>> = {
  AR: { direction: 'horizontal', colors: ['#74acdf', '#ffffff', '#74acdf'] },
  BR: { direction: 'horizontal', colors: ['#009c3b', '#ffdf00', '#009c3b'] },
  CL: { direction: 'horizontal', colors: ['#ffffff', '#d52b1e'] },
  CO: { direction: 'horizontal', colors: ['#fcd116', '#fcd116', '#003893', '#ce1126'] },
  MX: { direction: 'vertical', colors: ['#006847', '#ffffff', '#ce1126'] },
  PE: { direction: 'vertical', colors: ['#d91023', '#ffffff', '#d91023'] },
  ES: { direction: 'horizontal', colors: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  UY: { direction: 'horizontal', colors: ['#ffffff', '#0038a8', '#ffffff', '#0038a8', '#ffffff'] },
  CR: { direction: 'horizontal', colors: ['#002b7f', '#ffffff', '#ce1126', '#ce1126', '#ffffff', '#002b7f'] },
  EC: { direction: 'horizontal', colors: ['#ffdd00', '#ffdd00', '#034ea2', '#ed1c24'] },
  SV: { direction: 'horizontal', colors: ['#0f47af', '#ffffff', '#0f47af'] },
  GT: { direction: 'vertical', colors: ['#4997d0', '#ffffff', '#4997d0'] },
  HN: { direction: 'horizontal', colors: ['#00bce4', '#ffffff', '#00bce4'] },
  PY: { direction: 'horizontal', colors: ['#d52b1e', '#ffffff', '#0038a8'] },
  VE: { direction: 'horizontal', colors: ['#ffcc00', '#00247d', '#cf142b'] },
  US: {
    direction: 'horizontal',
    colors: ['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'],
  },
};

const WIDTH = 60;
const HEIGHT = 40;

export function flagSvg(country: string): string {
  const stripes = FLAG_STRIPES[country];
  const shapes = stripes
    ? stripes.colors
        .map((color, index) => {
          const count = stripes.colors.length;
          return stripes.direction === 'horizontal'
            ? `<rect x="0" y="${(HEIGHT / count) * index}" width="${WIDTH}" height="${HEIGHT / count}" fill="${color}"/>`
            : `<rect x="${(WIDTH / count) * index}" y="0" width="${WIDTH / count}" height="${HEIGHT}" fill="${color}"/>`;
        })
        .join('')
    : `<rect width="${WIDTH}" height="${HEIGHT}" fill="#d0d4da"/>` +
      `<text x="30" y="26" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${country.replace(/[^A-Z]/g, '')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${shapes}</svg>`;
}
