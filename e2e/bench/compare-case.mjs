// @ts-check
// The Compare case of `pnpm bench:web` (issue 55): the 20 advertisers with the most spots in
// Argentina over the last 90 days, as the share link that opens Compare on them.

const ANALYST = { username: 'analyst@demo.test', password: 'demo1234' };
const COUNTRY = 'AR';
const DAYS = 90;

const isoDay = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/** @param {string} apiUrl @param {string} path @param {unknown} body @param {string} [token] */
async function post(apiUrl, path, body, token) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/**
 * The query of the share link (shared-contracts' encodeShareLink format) that opens Compare on
 * the 20 largest advertisers of the period.
 * @param {string} apiUrl
 */
export async function compareShareQuery(apiUrl) {
  const { token } = await post(apiUrl, '/api/login', ANALYST);
  // Today in the product's zone (GMT-3), as the dashboard's default search ends.
  const until = new Date(Date.now() - 3 * 3_600_000);
  const since = new Date(until.getTime() - DAYS * 86_400_000);
  const [answer] = await post(
    apiUrl,
    '/api/v2/sov/advertisers?snap=0&lang=en',
    [{ country: COUNTRY, since: isoDay(since), until: isoDay(until) }],
    token,
  );
  /** @type {{ id: number, label: string }[]} */
  const rows = answer.tableData;
  const largest = rows.slice(0, 20);
  if (largest.length < 20) throw new Error(`Only ${largest.length} advertisers in ${COUNTRY} over ${DAYS} days`);
  const items = largest.map(({ id, label }) => encodeURIComponent(JSON.stringify({ id, label, value: String(id) })));
  return [
    `countries=${COUNTRY}`,
    `from=${isoDay(since)}`,
    `to=${isoDay(until)}`,
    'tab=0',
    'compare=advertisers',
    `compared=${items.join(',,')}`,
  ].join('&');
}
