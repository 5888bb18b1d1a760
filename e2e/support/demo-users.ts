import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  superAdmin: 'superadmin@demo.test',
  analyst: 'analyst@demo.test',
  demo: 'demo@demo.test',
  shareOfVoiceOnly: 'sov@demo.test',
  withoutAudiences: 'noaudiences@demo.test',
} as const;

/** Logs in through the login page as a customer would. */
export async function logIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^(password|contraseña|senha)$/i).fill(password);
  await page.getByRole('button', { name: /log in|sign in|iniciar|entrar/i }).click();
}

/**
 * English texts, and the welcome dialog (shown after a login) closed whenever it is in the way.
 * Its Ok is clicked again until the dialog is gone: one CI run (2370d99, remote-down) saw a
 * single click leave it open for the test's whole minute.
 */
export async function prepareEnglishPage(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) =>
    expect(async () => {
      if (await ok.isVisible()) await ok.click({ timeout: 2000 });
      await expect(ok).toBeHidden({ timeout: 2000 });
    }).toPass({ timeout: 15_000 }),
  );
}
