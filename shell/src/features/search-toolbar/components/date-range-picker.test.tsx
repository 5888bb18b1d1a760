import { screen, waitFor } from '@testing-library/react';
import { ROLES } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import type { SearchPage } from '../../search';
import { renderToolbar } from '../testing/render-toolbar';

const ANALYST = [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign];
const SUPER_ADMIN = [ROLES.superAdmin, ...ANALYST];
const DEMO = [ROLES.demo, ...ANALYST];
const ALL_PRESETS = ['Last 2 weeks', 'Current month', 'Last month', 'Year to date', 'Last year'];

async function openPicker(page: SearchPage, roles: string[], search = {}) {
  const view = await renderToolbar({ page, claims: { roles }, search });
  await view.user.click(screen.getByPlaceholderText('Start date'));
  return view;
}

function shownPresets(): string[] {
  return ALL_PRESETS.filter((label) => screen.queryByText(label) !== null);
}

describe('DateRangePicker', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    // 2024-06-30 in GMT-3; the clock keeps running so antd's and react-query's timers fire.
    jest.useFakeTimers({ now: new Date('2024-06-30T15:00:00Z'), advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each<[string, SearchPage, string[], string[]]>([
    ['an analyst on Share of Voice', 'shareofvoice', ANALYST, ALL_PRESETS],
    ['an analyst on Snapshots', 'snapshots', ANALYST, ['Last 2 weeks', 'Current month', 'Last month']],
    ['a super admin on Snapshots', 'snapshots', SUPER_ADMIN, ALL_PRESETS],
    ['the demo role', 'shareofvoice', DEMO, ['Year to date']],
  ])('offers %s the presets of the spec', async (_who, page, roles, expected) => {
    await openPicker(page, roles);
    await screen.findByText(expected[0] ?? 'never');
    expect(shownPresets()).toEqual(expected);
  });

  it.each<[SearchPage, string[], string, { startDate: string; endDate: string }]>([
    ['shareofvoice', ANALYST, 'Last month', { startDate: '2024-05-01', endDate: '2024-05-31' }],
    ['investment', ANALYST, 'Current month', { startDate: '2024-05-31', endDate: '2024-06-30' }],
    ['snapshots', SUPER_ADMIN, 'Last year', { startDate: '2023-01-01', endDate: '2023-12-31' }],
  ])('on %s applies the preset picked, and tracks the search', async (page, roles, preset, expected) => {
    const { user, search, services } = await openPicker(page, roles);
    const track = jest.spyOn(services.host, 'track');
    await user.click(await screen.findByText(preset));
    await waitFor(() => expect(search()).toMatchObject(expected));
    expect(track).toHaveBeenCalledWith('search:dates', { page, ...expected });
  });

  it('refuses a typed range of 14 days on investment with the message of the spec', async () => {
    const { user, search, services } = await openPicker('investment', ANALYST);
    const track = jest.spyOn(services.host, 'track');
    const start = screen.getByPlaceholderText('Start date');
    await user.clear(start);
    await user.type(start, '2024-06-16{Enter}');
    const end = screen.getByPlaceholderText('End date');
    await user.clear(end);
    await user.type(end, '2024-06-30{Enter}');
    expect(await screen.findByText('This range is not valid, select more than 14 days')).toBeInTheDocument();
    expect(search()).toMatchObject({ startDate: '2024-06-15', endDate: '2024-06-30' });
    expect(track).not.toHaveBeenCalledWith('search:dates', expect.anything());
  });

  it('forces the demo role back into its window', async () => {
    const { search } = await renderToolbar({ claims: { roles: DEMO } });
    await waitFor(() => expect(search()).toMatchObject({ startDate: '2023-12-16', endDate: '2023-12-31' }));
  });

  it("shows Snapshots' last 15 days when the range is over its limit, says so, and keeps the customer's period", async () => {
    const { search } = await renderToolbar({ page: 'snapshots', search: { startDate: '2024-01-01' } });
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('2024-06-15');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('2024-06-30');
    expect(screen.getByRole('status', { name: 'What this view shows of your search' })).toHaveTextContent(
      'Snapshots shows at most 3 months: 2024-06-15 – 2024-06-30. The other views keep your period.',
    );
    expect(search()).toMatchObject({ startDate: '2024-01-01', endDate: '2024-06-30' });
  });
});
