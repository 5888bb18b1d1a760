import type { ExportLinkResponse, SessionResponse } from 'shared-contracts';
import { ROLES } from '../../lib/contracts';
import { download } from '../exports/export-test-helpers';
import { REPORT_TEXTS } from '../exports/reports/report-texts';
import { createMarketTestContext, type MarketTestContext, type TestUser } from '../share-of-voice/market-test-helpers';
import {
  ALL_SPEND_TEXTS,
  EXPORT_CALLS,
  fileTexts,
  MATRIX_EXPORT_QUERY,
  MATRIX_MAIL_BODY,
  spendTextsIn,
  type ExportCall,
} from './plan-matrix-files';
import { expectedStatus, MATRIX_USERS, MatrixTally, sessionsOfUsers } from './plan-matrix-users';

/**
 * Role × file or mail × spend heading (issue 52): every export, downloaded and mailed, and the
 * scheduled report mail, for every demo plan. Without the investment role no file or mail names
 * spend; with it the spend headings are there.
 */

let context: MarketTestContext;
let sessions: Record<TestUser, SessionResponse>;
const tally = new MatrixTally();

beforeAll(async () => {
  context = await createMarketTestContext();
  sessions = await sessionsOfUsers(context);
});
afterAll(async () => {
  console.log(tally.summary('files and mails'));
  await context.testApp.close();
});

interface OutboxRow {
  body: string;
  attachment_name: string | null;
  attachment_bytes: Uint8Array | null;
}

async function lastEmail(user: TestUser, kind: string): Promise<OutboxRow | undefined> {
  const { rows } = await context.testApp.db.query<OutboxRow>(
    'select body, attachment_name, attachment_bytes from outbox where to_address = $1 and kind = $2 order by id desc limit 1',
    [sessions[user].username, kind],
  );
  return rows[0];
}

/** The file holds its spend headings with spend in the plan, and no spend heading without. */
async function expectSpendIn(texts: readonly string[], call: ExportCall, withSpend: boolean, lang: 'en' | 'es') {
  const expected = withSpend ? call.spendTexts(REPORT_TEXTS[lang]) : [];
  const found = spendTextsIn(texts, withSpend && expected.length > 0 ? expected : ALL_SPEND_TEXTS);
  expect({ type: call.type, found }).toEqual({ type: call.type, found: expected });
  tally.fields += Math.max(expected.length, 1);
}

const snapType = (call: ExportCall) => (call.type === 'snapshots' ? '&type=industries' : '');

describe.each(MATRIX_USERS)('%s', (user) => {
  const plan = () => sessions[user].roles;
  const withSpend = () => plan().includes(ROLES.investment);

  test.each(EXPORT_CALLS.map((call) => [`GET /${call.type}/export/${call.format}`, call] as const))(
    '%s',
    async (_name, call) => {
      const url = `/api/${call.type}/export/${call.format}?${MATRIX_EXPORT_QUERY}&lang=en${snapType(call)}`;
      const response = await context.get(url, user);
      const status = expectedStatus(plan(), call, true);
      tally.pairs += 1;
      expect({ status: response.statusCode }).toEqual({ status });
      if (status !== 200) return;
      const file = await download(context.testApp, response.json<ExportLinkResponse>());
      await expectSpendIn(await fileTexts(file.rawPayload, call.format), call, withSpend(), 'en');
    },
  );

  test.each(EXPORT_CALLS.filter((call) => call.format !== 'pdf').map((call) => [call.type, call] as const))(
    'POST /%s/export/{format}/mail',
    async (_name, call) => {
      const url = `/api/${call.type}/export/${call.format}/mail`;
      const body = { ...MATRIX_MAIL_BODY, ...(call.type === 'snapshots' ? { type: 'industries' } : {}) };
      const response = await context.post(url, body, user);
      const status = expectedStatus(plan(), call, true);
      tally.pairs += 1;
      expect({ status: response.statusCode }).toEqual({ status });
      if (status !== 200) return;
      // A mailed file is in the user's saved language: Spanish for the demo accounts.
      const email = await lastEmail(user, 'export');
      const bytes = Buffer.from(email?.attachment_bytes ?? []);
      await expectSpendIn([email?.body ?? '', ...(await fileTexts(bytes, call.format))], call, withSpend(), 'es');
    },
  );

  test('POST /v2/ddsWithoutCapture', async () => {
    const response = await context.post('/api/v2/ddsWithoutCapture', [MATRIX_MAIL_BODY], user);
    const status = expectedStatus(plan(), { role: ROLES.superAdmin, spendOnly: false });
    tally.pairs += 1;
    expect({ status: response.statusCode }).toEqual({ status });
    if (status !== 200) return;
    const email = await lastEmail(user, 'dds-without-capture');
    const texts = [email?.body ?? '', ...(await fileTexts(Buffer.from(email?.attachment_bytes ?? []), 'csv'))];
    expect(spendTextsIn(texts, ALL_SPEND_TEXTS)).toEqual([]);
    tally.fields += 1;
  });
});

describe('the scheduled report mail', () => {
  const FORMATS = ['sov_excel', 'soi_excel', 'campaign_details_excel', 'campaign_rts_excel'] as const;
  const SPEND_LINKS = ['/soi/export/', '/campaign_rts/export/'];

  beforeAll(async () => {
    const noFilters = { industries: [], advertisers: [], publishers: [], excludedPublishers: [], sources: [] };
    const parameters = { country: 'AR', page: 'shareofvoice', countries: ['AR'], ...noFilters };
    for (const user of MATRIX_USERS) {
      const report = { name: 'Every format', frequency: 'monthly', formats: FORMATS, parameters };
      const saved = await context.post('/api/v2/reports', report, user);
      if (saved.statusCode !== 201) throw new Error(`${user} could not save a report: ${saved.body}`);
    }
    const inSixWeeks = new Date(Date.now() + 42 * 24 * 60 * 60 * 1000).toISOString();
    const run = await context.post(
      `/api/v2/admin/run-schedules?now=${encodeURIComponent(inSixWeeks)}`,
      {},
      'superadmin',
    );
    if (run.statusCode !== 200) throw new Error(`The scheduler did not run: ${run.body}`);
  });

  test.each(MATRIX_USERS)(
    '%s: links to spend files only with the investment role; none for the demo role',
    async (user) => {
      const roles = sessions[user].roles;
      const email = await lastEmail(user, 'scheduled-report');
      tally.pairs += 1;
      tally.fields += SPEND_LINKS.length;
      if (roles.includes(ROLES.demo)) {
        expect(email).toBeUndefined();
        return;
      }
      const links = SPEND_LINKS.filter((link) => email?.body.includes(link));
      expect(links).toEqual(roles.includes(ROLES.investment) ? SPEND_LINKS : []);
    },
  );
});
