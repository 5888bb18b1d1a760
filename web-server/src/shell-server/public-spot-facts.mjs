// @ts-check
// A public spot's facts for its preview tags, from the API's public endpoint (GET /api/getspot/{id},
// no token). Anything but a 200 within the time limit is "unknown": a generic title, nothing leaked.

const TIME_LIMIT_MS = 1_500;

/**
 * @param {string} apiUrl
 * @param {number} id
 * @param {string} lang
 * @returns {Promise<{ advertiser: string, date: string } | null>}
 */
export async function publicSpotFacts(apiUrl, id, lang) {
  try {
    const response = await fetch(`${apiUrl}/api/getspot/${id}?lang=${lang}`, {
      signal: AbortSignal.timeout(TIME_LIMIT_MS),
    });
    if (response.status !== 200) return null;
    const spot = await response.json();
    if (typeof spot?.advertiser !== 'string' || typeof spot?.date !== 'string') return null;
    // Only these two: the page's image is the spot's card, whose address the id alone makes.
    return { advertiser: spot.advertiser, date: spot.date };
  } catch {
    return null;
  }
}
