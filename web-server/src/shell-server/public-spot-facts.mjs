// @ts-check
// A public spot's facts for its preview tags, from the API's public endpoint (GET /api/getspot/{id},
// no token). Anything but a 200 within the time limit is "unknown": a generic title, nothing leaked.

const TIME_LIMIT_MS = 1_500;

/**
 * @param {string} apiUrl
 * @param {number} id
 * @param {string} lang
 * @returns {Promise<{ advertiser: string, date: string, image?: string } | null>}
 */
export async function publicSpotFacts(apiUrl, id, lang) {
  try {
    const response = await fetch(`${apiUrl}/api/getspot/${id}?lang=${lang}`, {
      signal: AbortSignal.timeout(TIME_LIMIT_MS),
    });
    if (response.status !== 200) return null;
    const spot = await response.json();
    if (typeof spot?.advertiser !== 'string' || typeof spot?.date !== 'string') return null;
    // Only the spot's own public files (public-spot-addresses.ts), never an arbitrary address.
    const image = [spot.creativity, spot.screenshot].find(
      (address) => typeof address === 'string' && address.startsWith(`/api/public/spots/${id}/`),
    );
    return { advertiser: spot.advertiser, date: spot.date, ...(image ? { image } : {}) };
  } catch {
    return null;
  }
}
