import { deliverableFormats, exportQuery, scheduledReportEmail, type DueReport } from './report-mail';

const report: DueReport = {
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
