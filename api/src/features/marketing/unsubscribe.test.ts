import type { MarketingUnsubscribeResponse } from 'shared-contracts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../testing/test-app';
import { outboxFor } from '../account/test-helpers';
import { mailSignedUpVisitor, type SignupMailLinks } from './signup-mail';
import { createUnsubscribeTokens } from './unsubscribe-token';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const links: SignupMailLinks = { appUrl: 'http://127.0.0.1:3000', tokens: createUnsubscribeTokens(TEST_JWT_SECRET) };

async function signUp(email: string) {
  const payload = { EMAIL: email, FNAME: 'Nina', COMPANY: 'Agencia Sur', RUBRO: 'agency', COUNTRY: 'ES' };
  return testApp.app.inject({ method: 'POST', url: '/api/v2/marketing/signup', payload });
}

const unsubscribe = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v2/marketing/unsubscribe', payload: { token } });

/** The token of the unsubscribe link in the newest e-mail to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await outboxFor(testApp.db, email);
  const token = /\/marketing\/unsubscribe\?token=(\S+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`No unsubscribe link mailed to ${email}`);
  return decodeURIComponent(token);
}

async function signupRow(email: string) {
  const { rows } = await testApp.db.query<{ id: number; fname: string | null; unsubscribed: boolean }>(
    'select id, fname, unsubscribed_at is not null as unsubscribed from marketing_signups where email = $1',
    [email],
  );
  return rows[0];
}

describe('the link that unsubscribes, in every e-mail to a signed-up visitor', () => {
  test('the welcome e-mail carries it, with the privacy page', async () => {
    expect((await signUp('nina@agency.test')).statusCode).toBe(201);

    const [welcome] = await outboxFor(testApp.db, 'nina@agency.test');
    expect(welcome).toMatchObject({ kind: 'marketing-welcome', subject: 'Our country reports' });
    expect(welcome?.body).toContain('Hello Nina,');
    expect(welcome?.body).toContain('http://127.0.0.1:3000/marketing/report-list');
    expect(welcome?.body).toMatch(
      /To get no more e-mails from us, open this link: http:\/\/127\.0\.0\.1:3000\/marketing\/unsubscribe\?token=\d+\.[\w-]{22}\n/,
    );
    expect(welcome?.body).toContain('how to have it erased: http://127.0.0.1:3000/marketing/privacy');
  });

  test('unsubscribes the visitor, keeping only the address and the date; a second click says so', async () => {
    await signUp('olga@medio.test');
    const token = await tokenMailedTo('olga@medio.test');

    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json<MarketingUnsubscribeResponse>()).toEqual({ status: 'unsubscribed', email: 'olga@medio.test' });
    expect(await signupRow('olga@medio.test')).toMatchObject({ fname: null, unsubscribed: true });

    const again = await unsubscribe(token);
    expect(again.json<MarketingUnsubscribeResponse>()).toEqual({
      status: 'already-unsubscribed',
      email: 'olga@medio.test',
    });
  });

  test('an altered token is refused with a clear message, and unsubscribes no one', async () => {
    await signUp('pablo@anunciante.test');
    const token = await tokenMailedTo('pablo@anunciante.test');
    const [id = '', signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

    for (const altered of [`${id}.${flipped}`, token.slice(0, -1), `${Number(id) + 1}.${signature}`, 'nonsense']) {
      const response = await unsubscribe(altered);
      expect({ altered, status: response.statusCode, body: response.json() }).toEqual({
        altered,
        status: 400,
        body: {
          error: 'This unsubscribe link is not valid: it was cut or changed. Open the link of the e-mail again, whole.',
        },
      });
    }
    expect(await signupRow('pablo@anunciante.test')).toMatchObject({ fname: 'Nina', unsubscribed: false });
  });

  test('a link signed under another secret is refused; one naming an erased sign-up answers 404', async () => {
    const elsewhere = createUnsubscribeTokens('another-secret-0123456789-abcdef');
    expect((await unsubscribe(elsewhere.tokenOf(1))).statusCode).toBe(400);

    const erased = await unsubscribe(links.tokens.tokenOf(999_999));
    expect(erased.statusCode).toBe(404);
    expect(erased.json()).toEqual({ error: 'This address is no longer on our list: no e-mail will be sent to it.' });
  });

  test('later e-mails skip a visitor who unsubscribed, and still reach the others', async () => {
    await signUp('quique@agency.test');
    await signUp('rosa@agency.test');
    const quique = await signupRow('quique@agency.test');
    const rosa = await signupRow('rosa@agency.test');
    await unsubscribe(await tokenMailedTo('quique@agency.test'));
    const news = () => ({ kind: 'marketing-news', subject: 'A new report', lines: ['Brazil 2026 is out.'] });

    expect(await mailSignedUpVisitor(testApp.db, links, quique?.id ?? 0, news)).toBe(false);
    expect(await mailSignedUpVisitor(testApp.db, links, rosa?.id ?? 0, news)).toBe(true);

    expect((await outboxFor(testApp.db, 'quique@agency.test')).map((mail) => mail.kind)).toEqual(['marketing-welcome']);
    const [latest] = await outboxFor(testApp.db, 'rosa@agency.test');
    expect(latest?.kind).toBe('marketing-news');
    expect(latest?.body).toContain('/marketing/unsubscribe?token=');
  });

  test('a visitor who unsubscribed and signs up again is on the list again, welcomed anew', async () => {
    await signUp('sara@medio.test');
    await unsubscribe(await tokenMailedTo('sara@medio.test'));

    const again = await signUp('sara@medio.test');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ status: 'subscribed' });
    expect(await signupRow('sara@medio.test')).toMatchObject({ fname: 'Nina', unsubscribed: false });
    expect((await outboxFor(testApp.db, 'sara@medio.test')).map((mail) => mail.kind)).toEqual([
      'marketing-welcome',
      'marketing-welcome',
    ]);
  });
});
