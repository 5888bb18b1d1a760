import type { PublicSpot } from 'shared-contracts';

/** The files a public spot page may show, as its public addresses name them. */
export const PUBLIC_SPOT_FILE_PATTERN = /^(creative|video|screenshot|slide-([1-9]|1[0-2]))\.svg$/;

const OWN_IMAGE = /^\/api\/creatives\/\d+\/(creative|video|slide-(?:[1-9]|1[0-2])|screenshot(?:-\d+)?)\.svg$/;

/** The public address of one file of a spot's page. */
const publicSpotImage = (spotId: number, file: string) => `/api/public/spots/${spotId}/${file}`;

/** The public file name standing for one of the API's own image addresses, else null. */
function publicFileOf(address: string): string | null {
  const name = OWN_IMAGE.exec(address)?.[1];
  if (name === undefined) return null;
  // A page shows one spot, so one screenshot: its own.
  return name.startsWith('screenshot') ? 'screenshot.svg' : `${name}.svg`;
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

/**
 * The API's own images a spot's page shows (its creativity, its screenshot and the media of its
 * style), by public file name: what `/public/spots/{id}/{file}` may draw, and nothing else.
 */
export function publicImagesOf(spot: PublicSpot): Map<string, string> {
  const images = new Map<string, string>();
  mapStrings([spot.creativity, spot.screenshot, spot.styleAttributes], (text) => {
    const file = publicFileOf(text);
    if (file !== null && !images.has(file)) images.set(file, text);
    return text;
  });
  return images;
}

/**
 * The spot with its images at public addresses (no signature, no expiry): the page is public by
 * design and a messenger fetches its link preview whenever it likes.
 */
export function withPublicAddresses(spot: PublicSpot): PublicSpot {
  const images = publicImagesOf(spot);
  const toPublic = (text: string) => {
    const file = publicFileOf(text);
    return file !== null && images.get(file) === text ? publicSpotImage(spot.id, file) : text;
  };
  return {
    ...spot,
    creativity: toPublic(spot.creativity),
    screenshot: toPublic(spot.screenshot),
    styleAttributes: mapStrings(spot.styleAttributes, toPublic) as PublicSpot['styleAttributes'],
  };
}
