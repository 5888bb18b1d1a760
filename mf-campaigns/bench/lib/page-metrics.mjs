/* global window, document */
// What runs inside the page: observers installed before any script, and the readings taken once
// the gallery is on screen. Kept as plain functions so Playwright can serialise them.

/** Installed with addInitScript: element timing of the card images, LCP. */
export function installObservers() {
  const bench = { elements: [], lcp: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.elements.push({ url: entry.url, renderTime: entry.renderTime || entry.loadTime });
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp.push({ startTime: entry.startTime, url: entry.url });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The card images, whether each is in the viewport, loaded, and painted (element timing). */
export function readImages() {
  const painted = new Map(window.__bench.elements.map((entry) => [entry.url, entry.renderTime]));
  return [...document.querySelectorAll('img[elementtiming="gallery-card"]')].map((image) => {
    const rect = image.getBoundingClientRect();
    return {
      src: image.currentSrc || image.src,
      inViewport: rect.bottom > 0 && rect.top < window.innerHeight,
      loaded: image.complete && image.naturalWidth > 0,
      paintedAt: painted.get(image.currentSrc || image.src) ?? null,
    };
  });
}

/** Bytes and timings from resource timing, and LCP. */
export function readResources() {
  const resources = performance.getEntriesByType('resource');
  const images = resources.filter((entry) => entry.initiatorType === 'img');
  const scripts = resources.filter((entry) => entry.initiatorType === 'script');
  const gallery = resources.find((entry) => /\/v2\/gallery\//.test(entry.name));
  const login = resources.find((entry) => /\/api\/login$/.test(entry.name));
  const sum = (entries, key) => entries.reduce((total, entry) => total + (entry[key] || 0), 0);
  const lcp = window.__bench.lcp.at(-1);
  return {
    imageRequests: images.length,
    imageTransfer: sum(images, 'transferSize'),
    imageBody: sum(images, 'encodedBodySize'),
    scriptRequests: scripts.length,
    scriptTransfer: sum(scripts, 'transferSize'),
    galleryResponseEnd: gallery ? gallery.responseEnd : null,
    galleryDuration: gallery ? gallery.responseEnd - gallery.startTime : null,
    loginDuration: login ? login.responseEnd - login.startTime : null,
    lcp: lcp ? lcp.startTime : null,
    lcpUrl: lcp ? lcp.url : null,
  };
}
