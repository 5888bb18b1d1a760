import { deliverableFormats, exportQuery, hasDeliverable, scheduledReportEmail, type DueReport } from './report-mail';

const report: DueReport = {
  id: 42,
  name: 'Banks',
  frequency: 'weekly',
  formats: ['sov_excel', 'campaign_details_excel'],
  parameters: { country: 'AR', page: '1', countries: ['AR'], industries: [3], advertisers: [10, 11] },
  userEmail: 'analyst@demo.test',
  userName: 'Ana',
  userRoles: ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_CAMPAIGN'],
};

test('the export query: first country, yyyy/MM/dd dates, repeated ids', () => {
  expect(exportQuery(report.parameters, { startDate: '2024-02-23', endDate: '2024-03-01' })).toBe(
    'country=AR&since=2024%2F02%2F23&until=2024%2F03%2F01&industries=3&advertisers=10&advertisers=11',
  );
});

test("the e-mail links each format's export page and API call over the frequency window", () => {
  const email = scheduledReportEmail(report, '2024-03-01', 'https://app.example.com');

  expect(email).toMatchObject({
    to: 'analyst@demo.test',
    kind: 'scheduled-report',
    subject: 'Your weekly report "Banks" (2024-02-23 to 2024-03-01)',
  });
  const query = 'country=AR&since=2024%2F02%2F23&until=2024%2F03%2F01&industries=3&advertisers=10&advertisers=11';
  expect(email.body).toContain(`https://app.example.com/dashboard/export/sov/excel?${query}`);
  expect(email.body).toContain(`API: /api/sov/export/excel?${query}`);
  expect(email.body).toContain(`API: /api/campaign_details/export/excel?${query}`);
});

test('a report of several countries links the export of every one of them and names them', () => {
  const email = scheduledReportEmail(
    { ...report, parameters: { ...report.parameters, countries: ['AR', 'MX'] } },
    '2024-03-01',
    'https://app.example.com',
  );

  const query =
    'country=AR&since=2024%2F02%2F23&until=2024%2F03%2F01&countries=AR&countries=MX&industries=3&advertisers=10&advertisers=11';
  expect(email.body).toContain(`https://app.example.com/dashboard/export/sov/excel?${query}`);
  expect(email.body).toContain(`API: /api/campaign_details/export/excel?${query}`);
  expect(email.body).toContain('Your weekly report "Banks" for AR, MX, 2024-02-23 to 2024-03-01, is ready:');
});

test('formats whose export needs a role the user lost are left out', () => {
  expect(
    deliverableFormats({ ...report, formats: ['sov_pdf', 'soi_pdf'], userRoles: ['ROLE_FEATURE_SHARE_OF_VOICE'] }),
  ).toEqual(['sov_pdf']);
  expect(deliverableFormats({ ...report, userRoles: [] })).toEqual([]);
});

describe('a report saved on Compare', () => {
  const compared: DueReport = {
    ...report,
    formats: ['sov_excel'],
    parameters: {
      country: 'AR',
      page: 'compare',
      countries: ['AR'],
      compare: { dimension: 'advertisers', entities: [10, 11, 12] },
    },
  };

  test('links the report on Compare first, then the exports of its search', () => {
    const { body } = scheduledReportEmail(compared, '2024-03-01', 'https://app.example.com');

    const lines = body.split('\n');
    const compareLine = lines.findIndex((line) => line.includes('https://app.example.com/dashboard/compare/42'));
    const exportLine = lines.findIndex((line) => line.includes('/dashboard/export/sov/excel?'));
    expect(lines[compareLine]).toBe(
      '- Compare, 3 advertisers side by side: https://app.example.com/dashboard/compare/42',
    );
    expect(exportLine).toBeGreaterThan(compareLine);
    expect(body).toContain("The search's exports (its countries and filters; the comparison is on Compare):");
  });

  test('is sent for Compare alone, and without Compare only for a format the user may still export', () => {
    const investmentOnly = { ...compared, userRoles: ['ROLE_FEATURE_INVESTMENT'] };
    expect(deliverableFormats(investmentOnly)).toEqual([]);
    expect(hasDeliverable(investmentOnly)).toBe(true);
    const { body } = scheduledReportEmail(investmentOnly, '2024-03-01', 'https://app.example.com');
    expect(body).toContain('/dashboard/compare/42');
    expect(body).not.toContain('/dashboard/export/');

    // Roles that no longer open Compare: the exports only, and nothing to send without them.
    const campaignsOnly = {
      ...compared,
      formats: ['campaign_details_excel' as const],
      userRoles: ['ROLE_FEATURE_CAMPAIGN'],
    };
    expect(scheduledReportEmail(campaignsOnly, '2024-03-01', 'https://app.example.com').body).not.toContain(
      '/dashboard/compare/',
    );
    expect(hasDeliverable({ ...campaignsOnly, formats: ['sov_pdf'] })).toBe(false);
  });
});
