// @ts-check
/* global window, document, requestAnimationFrame -- functions passed to addInitScript/evaluate
   run in the browser */
// The page measurements of `pnpm bench:web` (web-bench.mjs runs them on both builds). Each one
// starts a fresh browser context, so nothing is cached from another measurement.

const ANALYST = { email: 'analyst@demo.test', password: 'demo1234' };
/** Sidebar entries after the landing page (Share of Voice), in sidebar order. */
export const WALK = ['Home', 'Real-Time Spend', 'Spots List', 'Campaigns', 'Snapshots', 'Compare'];

/**
 * Observers installed before any script of the page: LCP (and what its element was), long tasks,
 * the first chart of the main area on screen, the devtools hook React DOM announces itself to (one
 * call per copy of react-dom), and the click-to-chart timer.
 */
export function installProbes() {
  const probe = { lcp: 0, lcpElement: '', firstChart: 0, longestTask: 0, reactDomCopies: 0 };
  Object.defineProperty(window, '__bench', { value: probe });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      probe.lcp = Math.max(probe.lcp, entry.startTime);
      probe.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '(removed)'} "${(entry.element?.textContent ?? '').trim().slice(0, 30)}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // LCP may be a heading drawn before the view's code runs: the first chart says when the data is
  // on screen (the second frame after a drawn canvas shows, as the switch timer below).
  const watchChart = () => {
    const canvas = /** @type {HTMLCanvasElement | null} */ (document.querySelector('main canvas'));
    if (canvas?.width && canvas.checkVisibility()) {
      requestAnimationFrame(() => requestAnimationFrame(() => (probe.firstChart = performance.now())));
    } else requestAnimationFrame(watchChart);
  };
  requestAnimationFrame(watchChart);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longestTask = Math.max(probe.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let rendererId = 0;
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers: new Map(),
      supportsFiber: true,
      inject() {
        probe.reactDomCopies += 1;
        rendererId += 1;
        return rendererId;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      checkDCE() {},
    },
  });
}

/**
 * Counts what the browser receives through CDP: `encodedDataLength` of every finished response
 * (headers and body as on the wire), scripts apart, and each script's URL.
 * @param {import('@playwright/test').Page} page
 * @param {{ cacheDisabled: boolean, cpuSlowdown?: number }} options
 */
async function observe(page, { cacheDisabled, cpuSlowdown = 1 }) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled });
  await client.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  /** @type {Map<string, { url: string, script: boolean }>} */
  const requests = new Map();
  /** @type {{ url: string, bytes: number }[]} */
  const scripts = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  client.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!requests.has(requestId)) inFlight += 1;
    requests.set(requestId, { url: request.url, script: type === 'Script' });
    lastActivity = Date.now();
  });
  client.on('Network.responseReceived', ({ requestId, type }) => {
    const request = requests.get(requestId);
    if (request && type === 'Script') request.script = true;
  });
  const finish = (/** @type {string} */ requestId, /** @type {number} */ bytes) => {
    const request = requests.get(requestId);
    if (!request) return;
    requests.delete(requestId);
    inFlight -= 1;
    lastActivity = Date.now();
    if (request.script) scripts.push({ url: request.url, bytes });
  };
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength));
  client.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0));
  return {
    scriptBytes: () => scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts: () => [...scripts],
    /**
     * Resolves once nothing has been in flight for `quietMs`, or after `maxMs` at most: a request
     * that never ends (a held connection, a beacon the browser keeps open) must not hang the run,
     * as it did before this cap. The scripts counted are those finished by then.
     */
    async settled(quietMs = 700, maxMs = 15_000) {
      const deadline = Date.now() + maxMs;
      while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
        await page.waitForTimeout(100);
      }
      if (inFlight > 0) {
        const pending = [...requests.values()].map((request) => request.url).slice(0, 3);
        console.warn(`  still in flight after ${maxMs} ms: ${inFlight} (${pending.join(', ')})`);
      }
    },
  };
}

/** @param {import('@playwright/test').Page} page */
function loginForm(page) {
  return {
    email: page.getByLabel(/email/i),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: /log in/i }),
  };
}

/** @param {import('@playwright/test').Browser} browser */
async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  await context.addInitScript(installProbes);
  const page = await context.newPage();
  // The welcome dialog shown after a login is closed whenever it is in the way.
  await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) => ok.click());
  return page;
}

/** @param {import('@playwright/test').Page} page */
export async function logIn(page) {
  const form = loginForm(page);
  await form.email.fill(ANALYST.email);
  await form.password.fill(ANALYST.password);
  await form.submit.click();
  await page.waitForURL(/\/dashboard\/shareofvoice$/);
}

/**
 * Script bytes until the login form can be used (its fields and button shown, the fields editable), and
 * then over one tab's walk: log in, then each sidebar view once (browser cache on, as a tab has).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
export async function measureLoginAndWalk(browser, baseUrl) {
  const page = await newPage(browser);
  try {
    const network = await observe(page, { cacheDisabled: false });
    await page.goto(`${baseUrl}/login`);
    const form = loginForm(page);
    await Promise.all([form.email, form.password, form.submit].map((field) => field.waitFor()));
    // Usable: the fields take typing. The button stays disabled until both are filled.
    while (!(await form.email.isEditable()) || !(await form.password.isEditable())) await page.waitForTimeout(20);
    const loginBytes = network.scriptBytes();
    await logIn(page);
    await page.getByRole('main').locator('canvas:visible').first().waitFor();
    await network.settled();
    const sidebar = page.getByRole('navigation');
    for (const view of WALK) {
      const before = page.url();
      await sidebar.getByRole('link', { name: view, exact: true }).click();
      await page.waitForURL((url) => url.href !== before);
      await network.settled();
    }
    const reactDomCopies = await page.evaluate(() => /** @type {any} */ (window).__bench.reactDomCopies);
    const singletons = await page.evaluate(loadedSharedCopies);
    return { loginBytes, walkBytes: network.scriptBytes(), walkScripts: network.scripts(), reactDomCopies, singletons };
  } finally {
    await page.context().close();
  }
}

/**
 * Per shared package, how many copies the federation runtime loaded (its share scopes); null
 * without a federation runtime (the monolith: one compilation, one copy of each module).
 * @returns {Record<string, number> | null}
 */
function loadedSharedCopies() {
  const federation = /** @type {any} */ (window).__FEDERATION__;
  if (!federation?.__SHARE__) return null;
  /** @type {Map<string, Set<unknown>>} */
  const copies = new Map();
  for (const scopes of Object.values(federation.__SHARE__)) {
    for (const packages of Object.values(/** @type {object} */ (scopes))) {
      for (const [name, versions] of Object.entries(/** @type {object} */ (packages))) {
        for (const shared of Object.values(/** @type {object} */ (versions))) {
          if (!shared.loaded && !shared.lib) continue;
          const set = copies.get(name) ?? new Set();
          set.add(`${shared.version}@${shared.from}`);
          copies.set(name, set);
        }
      }
    }
  }
  return Object.fromEntries([...copies].map(([name, set]) => [name, set.size]));
}

/**
 * With the CPU slowed `cpuSlowdown` times and the cache off: LCP and the longest task of a cold
 * /dashboard/shareofvoice (logged in), then sidebar Share of Voice -> Real-Time Spend from the
 * click to the first chart drawn, first with Real-Time Spend never loaded, then once visited.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {number} cpuSlowdown
 */
export async function measureSlowCpu(browser, baseUrl, cpuSlowdown) {
  const page = await newPage(browser);
  try {
    await page.goto(`${baseUrl}/login`);
    await logIn(page);
    // A new page of the same (logged-in) context, with nothing cached.
    const slow = await page.context().newPage();
    await page.close();
    await slow.addLocatorHandler(slow.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) => ok.click());
    const network = await observe(slow, { cacheDisabled: true, cpuSlowdown });
    await slow.goto(`${baseUrl}/dashboard/shareofvoice`);
    await slow.getByRole('main').locator('canvas:visible').first().waitFor({ timeout: 60_000 });
    await network.settled(1000);
    await slow.waitForFunction(() => /** @type {any} */ (window).__bench.firstChart > 0);
    const { lcp, lcpElement, firstChart, longestTask } = await slow.evaluate(() => /** @type {any} */ (window).__bench);
    const sidebar = slow.getByRole('navigation');
    const switchCold = await timeSwitch(slow, () => sidebar.getByRole('link', { name: 'Real-Time Spend' }).click());
    await sidebar.getByRole('link', { name: 'Share of Voice' }).click();
    await slow.getByRole('main').locator('canvas:visible').first().waitFor({ timeout: 60_000 });
    await network.settled();
    const switchVisited = await timeSwitch(slow, () => sidebar.getByRole('link', { name: 'Real-Time Spend' }).click());
    return { lcp, lcpElement, firstChart, longestTask, switchCold, switchVisited };
  } finally {
    await page.context().close();
  }
}

/**
 * Compare at its largest (issue 55): with the CPU slowed `cpuSlowdown` times and the cache off, a
 * cold /dashboard/compare opened by a share link naming `entities`; the longest main-thread task
 * until its charts are drawn and the network is quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {number} cpuSlowdown
 * @param {string} shareQuery a share link's query, with `compare` and `compared`
 */
export async function measureCompare(browser, baseUrl, cpuSlowdown, shareQuery) {
  const page = await newPage(browser);
  try {
    await page.goto(`${baseUrl}/login`);
    await logIn(page);
    await page.getByRole('main').locator('canvas:visible').first().waitFor();
    const slow = await page.context().newPage();
    await page.close();
    await slow.addLocatorHandler(slow.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) => ok.click());
    const network = await observe(slow, { cacheDisabled: true, cpuSlowdown });
    await slow.goto(`${baseUrl}/dashboard/compare?${shareQuery}`);
    await slow.getByRole('main').locator('canvas:visible').first().waitFor({ timeout: 90_000 });
    await network.settled(1500);
    const { firstChart, longestTask } = await slow.evaluate(() => /** @type {any} */ (window).__bench);
    return { compareChart: firstChart, compareLongestTask: longestTask };
  } finally {
    await page.context().close();
  }
}

/**
 * Milliseconds (page clock) from the click to the second frame after a chart's canvas shows in
 * Real-Time Spend: the frame the chart's first drawing is on screen. Once visited, the view may
 * be one the shell kept hidden (shell/src/app/layout/kept-views.tsx): shown again, not drawn.
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<void>} click
 */
export async function timeSwitch(page, click) {
  await page.evaluate(() => {
    const bench = /** @type {any} */ (window).__bench;
    bench.switch = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const clickedAt = performance.now();
          const drawn = () => {
            const main = document.querySelector('main');
            // Views visited before stay in the page, hidden: only what is shown counts.
            const shown = (/** @type {string} */ selector) =>
              [...(main?.querySelectorAll(selector) ?? [])].filter((element) => element.checkVisibility());
            const headings = shown('h1, h2, h3, h4, h5, h6, [role=heading]').map((h) => h.textContent?.trim());
            const canvas = /** @type {HTMLCanvasElement | undefined} */ (shown('canvas')[0]);
            if (headings.includes('Real-Time Spend') && !headings.includes('Share of Voice') && canvas?.width) {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - clickedAt)));
            } else requestAnimationFrame(drawn);
          };
          drawn();
        },
        { capture: true, once: true },
      );
    });
  });
  await click();
  return page.evaluate(() => /** @type {any} */ (window).__bench.switch);
}
