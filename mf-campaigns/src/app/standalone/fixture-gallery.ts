import { HttpError, NO_DATA_MESSAGE, type Campaign, type HttpClient, type HttpRequest } from 'shared-contracts';

const STYLES = ['default', 'facebook', 'youtube-pre-roll', 'twitter', 'video', 'paute-facil'] as const;
const ADVERTISERS = [
  'Acme Bank',
  'Beta Motors',
  'Gamma Foods',
  'Delta Air',
  'Epsilon Telecom',
  'Zeta Retail',
  'Eta Drinks',
];
const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d'];

/** A creative-looking SVG (about 1 KB), as a data URL: the fixture needs no server. */
function svgDataUrl(index: number, label: string): string {
  const colour = COLOURS[index % COLOURS.length] ?? '#1677ff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    `<rect width="640" height="400" fill="${colour}"/><circle cx="520" cy="90" r="70" fill="#fff" opacity=".25"/>` +
    `<text x="40" y="220" font-family="sans-serif" font-size="44" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function campaign(index: number, imageBase: string | null): Campaign {
  const advertiser = ADVERTISERS[index % ADVERTISERS.length] ?? 'Acme Bank';
  const image = (kind: string) =>
    imageBase ? `${imageBase}${index + 1}-${kind}.svg` : svgDataUrl(index, `${advertiser} #${index + 1}`);
  const style = STYLES[index % STYLES.length] ?? 'default';
  return {
    id: index + 1,
    advertiser,
    advertiserId: (index % ADVERTISERS.length) + 1,
    industry: 'Finance',
    industryId: 1,
    product: `Product ${index + 1}`,
    productId: index + 1,
    platform: 'Desktop',
    platformId: 1,
    format: 'Standard ADs',
    formatId: 2,
    category: 'News',
    style,
    styleAttributes: style === 'facebook' ? { header: { text: advertiser }, body: { text: 'Fixture post' } } : {},
    creativity: style === 'youtube-pre-roll' ? 'https://www.youtube.com/embed/fixture' : image('creative'),
    firstSeenDate: '2024-05-02',
    lastSeen: 'diario.test',
    lastSeenDate: '2024-06-14',
    lastSeenUrl: '',
    lastSeenScreenshot: image('screenshot'),
    spots: 1000 + index * 37,
    pViewability: index % 5 === 0 ? null : 40 + (index % 50),
  };
}

/**
 * An HttpClient answering the gallery (and the grouped Spots List) from `total` generated
 * campaigns, for running the page with no API (`?fixture=50`, the benchmark's mode).
 */
export function createFixtureGalleryHttp(total: number, imageBase: string | null): HttpClient {
  const campaigns = Array.from({ length: total }, (_, index) => campaign(index, imageBase));
  const request = async <T>({ path }: HttpRequest): Promise<T> => {
    const match = /^\/v2\/(gallery|spots)\/(\d+)\/(\d+)$/.exec(path);
    if (!match) throw new HttpError(404, NO_DATA_MESSAGE);
    const page = Number(match[2]);
    const limit = Number(match[3]);
    const items = campaigns.slice((page - 1) * limit, page * limit);
    return { items, metadata: { total } } as T;
  };
  return {
    request,
    get: (path, options) => request({ ...options, path }),
    post: (path, body, options) => request({ ...options, path, body }),
  };
}
