import { test as base, expect } from '@playwright/test';
import { recordFailureContext } from './failure-context';

/**
 * Every browser test runs under the shell's Content-Security-Policy: a script, style, frame or
 * connection the policy refuses is logged by Chromium as a console error, and fails the test
 * that caused it (after the test's own steps, so its own failure is reported first). A test that
 * sends hostile content on purpose names the refusals it expects (`expectedCspViolations`).
 */
export const test = base.extend<{
  expectedCspViolations: RegExp[];
  contentSecurityPolicyGuard: void;
  chartComponentsGuard: void;
  failureContext: void;
}>({
  expectedCspViolations: [[], { option: true }],
  contentSecurityPolicyGuard: [
    async ({ context, expectedCspViolations }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() !== 'error' || !/Content Security Policy/i.test(text)) return;
        if (expectedCspViolations.some((expected) => expected.test(text))) return;
        violations.push(`${message.location().url}: ${text}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The builds give G2 only the components and colours the suite's charts use
   * (shared-ui/src/charts/library/). A chart that asks for another fails with G2's
   * `Unknown Component: <key>` (or `Unknown mark`, `Unknown palette`), thrown or logged by the
   * view's error boundary; either fails the test that drew it.
   */
  chartComponentsGuard: [
    async ({ context }, use) => {
      const missing: string[] = [];
      const unknownToG2 = /Unknown (Component|mark|coordinate|palette)\b[^\n]*/;
      const note = (text: string) => {
        const match = unknownToG2.exec(text);
        if (match) missing.push(match[0]);
      };
      context.on('weberror', (webError) => note(webError.error().message));
      context.on('console', (message) => {
        if (message.type() === 'error') note(message.text());
      });
      await use();
      expect(missing, 'G2 components a chart asked for and the charts library lacks').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * CI keeps only what a run prints: a failed test prints its pages' addresses, their last calls
   * with their statuses, calls that never answered, errors and what the page showed.
   */
  failureContext: [
    async ({ context }, use, testInfo) => {
      const report = recordFailureContext(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) console.log(await report(testInfo.title));
    },
    { auto: true },
  ],
});

export { expect };
