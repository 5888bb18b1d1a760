import type { Page } from '@playwright/test';

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
  await page.getByLabel(/password|contraseña/i).fill(password);
  await page.getByRole('button', { name: /log in|sign in|iniciar|entrar/i }).click();
}

/** English texts, and the welcome dialog (shown after a login) closed whenever it is in the way. */
export async function prepareEnglishPage(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: /^ok$/i }), (ok) => ok.click());
}
