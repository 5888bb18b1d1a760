import { ROLES } from 'shared-contracts';
import { checkDateRange, datePresets, pickerBounds, rangeForPage, type DateRange } from './date-rules';
import type { SearchPage } from './search-page';

const ANALYST = [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign];
const SUPER_ADMIN = [ROLES.superAdmin, ...ANALYST];
const DEMO = [ROLES.demo, ...ANALYST];
const TODAY = '2024-06-30';

const range = (startDate: string, endDate: string): DateRange => ({ startDate, endDate });

describe('checkDateRange (on apply)', () => {
  it.each<[string, SearchPage, string[], DateRange, string | null]>([
    ['sov accepts a short range', 'shareofvoice', ANALYST, range('2024-06-20', '2024-06-30'), null],
    ['campaigns accepts one day', 'campaigns', ANALYST, range('2024-06-30', '2024-06-30'), null],
    [
      'investment refuses 14 days',
      'investment',
      ANALYST,
      range('2024-06-16', '2024-06-30'),
      'errors.daterange.periodInvestment',
    ],
    ['investment accepts 15 days', 'investment', ANALYST, range('2024-06-15', '2024-06-30'), null],
    [
      'snapshots refuses 14 days, even to super admins',
      'snapshots',
      SUPER_ADMIN,
      range('2024-06-16', '2024-06-30'),
      'errors.daterange.periodInvestment',
    ],
    ['snapshots accepts exactly 3 months', 'snapshots', ANALYST, range('2024-03-30', '2024-06-30'), null],
    [
      'snapshots refuses over 3 months',
      'snapshots',
      ANALYST,
      range('2024-03-29', '2024-06-30'),
      'errors.daterange.periodSnaps',
    ],
    ['snapshots lets super admins past 3 months', 'snapshots', SUPER_ADMIN, range('2024-01-01', '2024-06-30'), null],
    ['any page accepts exactly 12 months', 'shareofvoice', ANALYST, range('2023-06-30', '2024-06-30'), null],
    [
      'any page refuses over 12 months',
      'spotslist',
      ANALYST,
      range('2023-06-29', '2024-06-30'),
      'errors.daterange.periodTotalMonths',
    ],
    [
      'super admins get no more than 12 months',
      'snapshots',
      SUPER_ADMIN,
      range('2023-01-01', '2024-06-30'),
      'errors.daterange.periodTotalMonths',
    ],
    [
      'investment over 12 months',
      'investment',
      ANALYST,
      range('2022-01-01', '2024-06-30'),
      'errors.daterange.periodTotalMonths',
    ],
  ])('%s', (_case, page, roles, dates, expected) => {
    expect(checkDateRange(dates, { page, roles })).toBe(expected);
  });
});

describe('pickerBounds', () => {
  it('runs from 2017-01-02 to today, or over the demo window', () => {
    expect(pickerBounds(ANALYST, TODAY)).toEqual(range('2017-01-02', TODAY));
    expect(pickerBounds(DEMO, TODAY)).toEqual(range('2023-07-01', '2023-12-31'));
  });
});

describe('datePresets', () => {
  const keys = (page: SearchPage, roles: string[]) => datePresets({ page, roles }, TODAY).map(({ preset }) => preset);

  it.each<[string, SearchPage, string[], string[]]>([
    ['analyst on sov', 'shareofvoice', ANALYST, ['last2Weeks', 'currentMonth', 'lastMonth', 'yearToDate', 'lastYear']],
    ['analyst on snapshots', 'snapshots', ANALYST, ['last2Weeks', 'currentMonth', 'lastMonth']],
    [
      'super admin on snapshots',
      'snapshots',
      SUPER_ADMIN,
      ['last2Weeks', 'currentMonth', 'lastMonth', 'yearToDate', 'lastYear'],
    ],
    ['demo on sov (short presets hidden, last year outside the window)', 'shareofvoice', DEMO, ['yearToDate']],
    ['demo on snapshots', 'snapshots', DEMO, []],
  ])('%s', (_case, page, roles, expected) => {
    expect(keys(page, roles)).toEqual(expected);
  });

  it('computes each range back from today', () => {
    const ranges = Object.fromEntries(
      datePresets({ page: 'shareofvoice', roles: ANALYST }, TODAY).map((p) => [p.preset, p.range]),
    );
    expect(ranges).toEqual({
      last2Weeks: range('2024-06-15', TODAY),
      currentMonth: range('2024-05-31', TODAY),
      lastMonth: range('2024-05-01', '2024-05-31'),
      yearToDate: range('2024-01-01', TODAY),
      lastYear: range('2023-01-01', '2023-12-31'),
    });
  });

  it('keeps the demo presets inside the window', () => {
    expect(datePresets({ page: 'investment', roles: DEMO }, TODAY)).toEqual([
      { preset: 'yearToDate', range: range('2023-07-01', '2023-12-31') },
    ]);
  });
});

describe('rangeForPage (when a page opens)', () => {
  it.each<[string, SearchPage, string[], DateRange, DateRange]>([
    [
      'snapshots resets an over-limit range',
      'snapshots',
      ANALYST,
      range('2024-01-01', TODAY),
      range('2024-06-15', TODAY),
    ],
    ['snapshots keeps 3 months', 'snapshots', ANALYST, range('2024-03-30', TODAY), range('2024-03-30', TODAY)],
    [
      'snapshots keeps a super admin range',
      'snapshots',
      SUPER_ADMIN,
      range('2024-01-01', TODAY),
      range('2024-01-01', TODAY),
    ],
    ['sov keeps a long range', 'shareofvoice', ANALYST, range('2024-01-01', TODAY), range('2024-01-01', TODAY)],
    [
      'demo is forced into the window',
      'shareofvoice',
      DEMO,
      range('2023-12-01', '2024-01-15'),
      range('2023-12-01', '2023-12-31'),
    ],
    [
      'demo outside the window gets its last 15 days',
      'investment',
      DEMO,
      range('2024-06-15', TODAY),
      range('2023-12-16', '2023-12-31'),
    ],
    [
      'demo inside the window stays',
      'campaigns',
      DEMO,
      range('2023-08-01', '2023-08-10'),
      range('2023-08-01', '2023-08-10'),
    ],
  ])('%s', (_case, page, roles, dates, expected) => {
    expect(rangeForPage(dates, { page, roles }, TODAY)).toEqual(expected);
  });
});
