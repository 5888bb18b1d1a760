import { emptyFilterGroups, ROLES, type SavedReportSearch } from 'shared-contracts';
import { parseReportId, reportLanding, searchOfReport } from './report-search';

const REPORT: SavedReportSearch = {
  id: 42,
  name: 'Monthly',
  frequency: 'monthly',
  countries: ['AR', 'XX'],
  startDate: '2024-01-01',
  endDate: '2024-01-31',
  filters: { ...emptyFilterGroups(), industries: [{ id: 3, label: 'Banks', value: '3' }] },
  page: '1',
};

const COMPARED: SavedReportSearch = {
  ...REPORT,
  page: 'compare',
  compare: {
    dimension: 'advertisers',
    entities: [
      { id: 10, label: 'Acme', value: '10' },
      { id: 11, label: 'Beta', value: '11' },
    ],
  },
};

describe('the search a saved report opens', () => {
  it('reads only positive integer ids from the route', () => {
    expect(parseReportId('42')).toBe(42);
    for (const id of [undefined, '', '0', '-1', '4.2', 'abc', '1e3', '12345678901'])
      expect(parseReportId(id)).toBeNull();
  });

  it('lands on Share of Voice, else the first report page the roles allow', () => {
    expect(reportLanding([ROLES.shareOfVoice, ROLES.investment])).toBe('shareofvoice');
    expect(reportLanding([ROLES.campaign])).toBe('campaigns');
    expect(reportLanding([])).toBeNull();
  });

  it('lands a report saved on Compare on Compare, for roles that may see it; others as any report', () => {
    expect(reportLanding([ROLES.investment], COMPARED)).toBe('compare');
    expect(reportLanding([ROLES.shareOfVoice], REPORT)).toBe('shareofvoice');
    expect(reportLanding([ROLES.campaign], COMPARED)).toBe('campaigns');
  });

  it('carries what a report compares only to Compare', () => {
    expect(searchOfReport(COMPARED, 0, '2024-06-30', 'compare').compare).toEqual(COMPARED.compare);
    expect(searchOfReport(COMPARED, 0, '2024-06-30', 'campaigns')).not.toHaveProperty('compare');
    expect(searchOfReport(REPORT, 0, '2024-06-30', 'compare')).not.toHaveProperty('compare');
  });

  it("takes the report's countries and filters, and its frequency's window ending today", () => {
    expect(searchOfReport(REPORT, 1, '2024-06-30')).toEqual({
      countries: ['AR'],
      startDate: '2024-05-31',
      endDate: '2024-06-30',
      selectedTab: 1,
      advancedFilters: REPORT.filters,
    });
    expect(searchOfReport({ ...REPORT, frequency: 'daily' }, 0, '2024-06-30')).toMatchObject({
      startDate: '2024-06-30',
      endDate: '2024-06-30',
    });
    expect(searchOfReport({ ...REPORT, frequency: 'never' }, 0, '2024-06-30')).toMatchObject({
      startDate: '2024-01-01',
      endDate: '2024-01-31',
    });
  });
});
