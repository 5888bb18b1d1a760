import { addDays, reportChoiceError, reportRange, REPORT_MESSAGES, toSlashDate } from './report-rules';

describe('reportChoiceError', () => {
  test('a name and a format offered for the frequency pass', () => {
    expect(
      reportChoiceError({ name: 'Weekly SOV', frequency: 'weekly', formats: ['sov_excel', 'sov_pdf'] }),
    ).toBeNull();
    expect(
      reportChoiceError({ name: 'Monthly', frequency: 'monthly', formats: ['soi_pdf', 'campaign_rts_excel'] }),
    ).toBeNull();
  });

  test('a blank name is refused', () => {
    expect(reportChoiceError({ name: '  ', frequency: 'never', formats: [] })).toBe(REPORT_MESSAGES.nameRequired);
  });

  test('a sent report needs a format; a never-sent one does not', () => {
    expect(reportChoiceError({ name: 'x', frequency: 'daily', formats: [] })).toBe(REPORT_MESSAGES.formatRequired);
    expect(reportChoiceError({ name: 'x', frequency: 'never', formats: [] })).toBeNull();
  });

  test('SOI formats and campaign RTS are not offered daily or weekly', () => {
    for (const frequency of ['daily', 'weekly'] as const) {
      for (const format of ['soi_excel', 'soi_pdf', 'campaign_rts_excel'] as const) {
        expect(reportChoiceError({ name: 'x', frequency, formats: ['sov_excel', format] })).toBe(
          REPORT_MESSAGES.formatNotOffered(format, frequency),
        );
      }
    }
    expect(reportChoiceError({ name: 'x', frequency: 'never', formats: ['soi_excel'] })).toBeNull();
  });
});

describe('report dates', () => {
  test('ranges end today: daily today only, weekly 7 days, monthly 30, never 15', () => {
    expect(reportRange('daily', '2024-03-01')).toEqual({ startDate: '2024-03-01', endDate: '2024-03-01' });
    expect(reportRange('weekly', '2024-03-01')).toEqual({ startDate: '2024-02-23', endDate: '2024-03-01' });
    expect(reportRange('monthly', '2024-03-01')).toEqual({ startDate: '2024-01-31', endDate: '2024-03-01' });
    expect(reportRange('never', '2024-03-01')).toEqual({ startDate: '2024-02-15', endDate: '2024-03-01' });
  });

  test('addDays crosses months and years; toSlashDate formats for the export query', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(toSlashDate('2024-02-29')).toBe('2024/02/29');
  });
});
