import type { BrowserContext, Request } from '@playwright/test';

const LAST_CALLS = 15;
const SHOWN_CHARACTERS = 2_500;

/**
 * Records a context's calls and page errors as a test runs; the returned function words them for a
 * failed test: what was asked and answered (with its time), what never answered, what the page said.
 */
export function recordFailureContext(context: BrowserContext): (title: string) => Promise<string> {
  const started = Date.now();
  const calls: string[] = [];
  const pending = new Map<Request, number>();
  const errors: string[] = [];
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  context.on('request', (request) => {
    if (isCall(request)) pending.set(request, Date.now());
  });
  context.on('requestfinished', async (request) => {
    if (!pending.delete(request)) return;
    const response = await request.response().catch(() => null);
    calls.push(`${at()} ${response?.status() ?? '—'} ${request.method()} ${request.url()}`);
  });
  context.on('requestfailed', (request) => {
    if (!pending.delete(request)) return;
    calls.push(`${at()} failed (${request.failure()?.errorText ?? 'no reason'}) ${request.method()} ${request.url()}`);
  });
  context.on('weberror', (webError) => errors.push(`${at()} ${webError.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at()} console: ${message.text()}`);
  });

  return async (title) => {
    const lines = [`--- what the pages of "${title}" were doing when it failed (${at()} in) ---`];
    lines.push(`last calls answered:`, ...calls.slice(-LAST_CALLS).map((call) => `  ${call}`));
    const unanswered = [...pending].map(
      ([request, since]) =>
        `  ${request.method()} ${request.url()} (asked ${((since - started) / 1000).toFixed(1)} s in)`,
    );
    lines.push(`calls never answered: ${unanswered.length === 0 ? 'none' : ''}`, ...unanswered);
    lines.push(
      `errors: ${errors.length === 0 ? 'none' : ''}`,
      ...errors.slice(-LAST_CALLS).map((error) => `  ${error}`),
    );
    for (const page of context.pages()) {
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: Error) => `(not read: ${error.message.split('\n')[0]})`);
      lines.push(`page ${page.url()} shows:`, shown.slice(0, SHOWN_CHARACTERS));
    }
    return lines.join('\n');
  };
}
