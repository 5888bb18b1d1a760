import { emptyFilterGroups } from 'shared-contracts';
import {
  canSubmitReport,
  canToggleReport,
  keepOfferedFormats,
  offeredFormats,
  toReportParameters,
} from './report-rules';

const COMPARED = {
  dimension: 'publishers' as const,
  entities: [
    { id: 7, label: 'Diario Uno', value: '7' },
    { id: 9, label: 'Radio Dos', value: '9' },
  ],
};

describe('report rules', () => {
  it.each(['daily', 'weekly'] as const)('hides the SOI formats and campaign RTS for %s', (frequency) => {
    expect(offeredFormats(frequency)).toEqual(['sov_excel', 'sov_pdf', 'campaign_details_excel']);
    expect(keepOfferedFormats(['sov_excel', 'soi_pdf', 'campaign_rts_excel'], frequency)).toEqual(['sov_excel']);
  });

  it.each(['monthly', 'never'] as const)('offers every format for %s', (frequency) => {
    expect(offeredFormats(frequency)).toHaveLength(6);
  });

  it('needs a name, and a format unless the report is never sent', () => {
    expect(canSubmitReport({ name: 'Weekly SOV', frequency: 'weekly', formats: ['sov_excel'] })).toBe(true);
    expect(canSubmitReport({ name: '  ', frequency: 'weekly', formats: ['sov_excel'] })).toBe(false);
    expect(canSubmitReport({ name: 'Weekly SOV', frequency: 'weekly', formats: [] })).toBe(false);
    expect(canSubmitReport({ name: 'Weekly SOV', frequency: 'weekly', formats: ['soi_excel'] })).toBe(false);
    expect(canSubmitReport({ name: 'Archive', frequency: 'never', formats: [] })).toBe(true);
  });

  it('leaves the enabled toggle inert for a report that is never sent', () => {
    expect(canToggleReport('never')).toBe(false);
    expect(canToggleReport('monthly')).toBe(true);
  });

  it('saves the first country, page 1, the countries and integer ids, without empty lists', () => {
    const advancedFilters = {
      ...emptyFilterGroups(),
      advertisers: [
        { id: '12', label: 'Acme', value: '12' },
        { id: 13, label: 'Beta', value: '13' },
      ],
      sources: [{ id: 2, label: 'Programmatic', value: '2' }],
    };
    expect(toReportParameters({ countries: ['AR', 'BR'], advancedFilters, compare: COMPARED })).toEqual({
      country: 'AR',
      page: '1',
      countries: ['AR', 'BR'],
      advertisers: [12, 13],
      sources: [2],
    });
    expect(toReportParameters({ countries: [], advancedFilters, compare: COMPARED })).toBeNull();
  });

  it('saves on Compare page compare and what is compared, and nothing unless 2 to 20 are', () => {
    const search = { countries: ['AR' as const], advancedFilters: emptyFilterGroups(), compare: COMPARED };
    expect(toReportParameters(search, true)).toEqual({
      country: 'AR',
      page: 'compare',
      countries: ['AR'],
      compare: { dimension: 'publishers', entities: [7, 9] },
    });
    const alone = { ...search, compare: { ...COMPARED, entities: COMPARED.entities.slice(0, 1) } };
    expect(toReportParameters(alone, true)).toBeNull();
    expect(toReportParameters(alone)).toMatchObject({ page: '1' });
  });
});
