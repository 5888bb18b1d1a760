// @ts-check
// Waiting on the suite's servers over HTTP, for the commands that start them (start, dev) and the
// benches that drive them.

/** True when the address answers 2xx within a second. */
export async function answers(/** @type {string} */ url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves once the address answers; rejects, naming the server, after `timeoutMs`. */
export async function waitFor(/** @type {string} */ url, /** @type {string} */ label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
