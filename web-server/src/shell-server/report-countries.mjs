// @ts-check
// The countries with a report page, for the sitemap: every country of the market has a report
// record in the API's public GET /api/v2/marketing/records (no token). The answer is kept a few
// minutes, so a crawler's visits cost the API nothing; when the API does not answer in time, the
// fixed list stands in (and the API is asked again a little later).
import { REPORT_COUNTRIES } from './public-head.mjs';

const TIME_LIMIT_MS = 1_500;
const KEEP_MS = 5 * 60_000;
const RETRY_MS = 30_000;

/**
 * @param {unknown} answer
 * @returns {string[] | null} the distinct country codes of a records answer, or null when it names none
 */
function countriesOf(answer) {
  const records = /** @type {{ records?: unknown }} */ (answer ?? {}).records;
  if (!Array.isArray(records)) return null;
  const codes = records
    .map((record) => /** @type {{ Country?: unknown }} */ (record ?? {}).Country)
    .filter((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code));
  return codes.length > 0 ? [...new Set(/** @type {string[]} */ (codes))].sort() : null;
}

/**
 * @param {string} apiUrl
 * @param {{ keepMs?: number, retryMs?: number, timeLimitMs?: number, now?: () => number }} [options]
 * @returns {{ current(): Promise<string[]> }}
 */
export function createReportCountries(apiUrl, options = {}) {
  const { keepMs = KEEP_MS, retryMs = RETRY_MS, timeLimitMs = TIME_LIMIT_MS, now = Date.now } = options;
  /** @type {{ countries: string[], until: number } | null} */
  let kept = null;
  /** @type {Promise<string[]> | null} */
  let reading = null;

  async function read() {
    try {
      const response = await fetch(`${apiUrl}/api/v2/marketing/records`, { signal: AbortSignal.timeout(timeLimitMs) });
      const countries = response.status === 200 ? countriesOf(await response.json()) : null;
      if (countries) {
        kept = { countries, until: now() + keepMs };
        return countries;
      }
    } catch {
      // Unreachable, too slow or not JSON: the fixed list, below.
    }
    kept = { countries: REPORT_COUNTRIES, until: now() + retryMs };
    return REPORT_COUNTRIES;
  }

  return {
    current() {
      if (kept && now() < kept.until) return Promise.resolve(kept.countries);
      // Concurrent requests share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}
