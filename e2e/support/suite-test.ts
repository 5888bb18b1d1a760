import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs under the shell's Content-Security-Policy: a script, style, frame or
 * connection the policy refuses is logged by Chromium as a console error, and fails the test
 * that caused it (after the test's own steps, so its own failure is reported first). A test that
 * sends hostile content on purpose names the refusals it expects (`expectedCspViolations`).
 */
export const test = base.extend<{ expectedCspViolations: RegExp[]; contentSecurityPolicyGuard: void }>({
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
});

export { expect };
