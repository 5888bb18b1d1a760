import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { CHART_PALETTE_LIGHT } from './palette';
import { PieChart } from './pie-chart';
import { ColumnChart, StackedPercentChart } from './series-charts';

jest.mock('@ant-design/plots', () => jest.requireActual('../testing/fake-charts').fakeChartsModule);

const points = [
  { x: 'Desktop', series: 'Acme', value: 3 },
  { x: 'Desktop', series: 'Globex', value: 1 },
  { x: 'Mobile', series: 'Initech', value: 2 },
];

function plotted(name: string): string[] {
  return within(screen.getByRole('img', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('chart legend', () => {
  it('names each series in its colour and hides or shows it from the chart on a click or a key', async () => {
    const user = userEvent.setup();
    const host = createTestHost();
    renderWithHost(<ColumnChart i18n={host.i18n} label="Spend by media" data={points} />, { host });

    const legend = screen.getByRole('group', { name: 'Legend of Spend by media' });
    const checks = within(legend).getAllByRole('checkbox');
    expect(checks.map((check) => [check.textContent, check.getAttribute('aria-checked')])).toEqual([
      ['Acme', 'true'],
      ['Globex', 'true'],
      ['Initech', 'true'],
    ]);
    expect(checks.map((check) => check.dataset.legendColor)).toEqual(CHART_PALETTE_LIGHT.slice(0, 3));
    await waitFor(() => expect(plotted('Spend by media')).toHaveLength(3));

    await user.click(within(legend).getByRole('checkbox', { name: 'Globex' }));
    expect(within(legend).getByRole('checkbox', { name: 'Globex' })).not.toBeChecked();
    await waitFor(() => expect(plotted('Spend by media')).toEqual(['Desktop | Acme | 3', 'Mobile | Initech | 2']));
    // The others keep their colours.
    expect(within(legend).getByRole('checkbox', { name: 'Initech' }).dataset.legendColor).toBe(CHART_PALETTE_LIGHT[2]);

    within(legend).getByRole('checkbox', { name: 'Globex' }).focus();
    await user.keyboard(' ');
    expect(within(legend).getByRole('checkbox', { name: 'Globex' })).toBeChecked();
    await waitFor(() => expect(plotted('Spend by media')).toHaveLength(3));
  });

  it('shows its entries while the charts library is still loading', async () => {
    const host = createTestHost();
    renderWithHost(<ColumnChart i18n={host.i18n} label="Spend by media" data={points} />, { host });
    expect(
      within(screen.getByRole('group', { name: 'Legend of Spend by media' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    expect(plotted('Spend by media')).toEqual([]);
    await waitFor(() => expect(plotted('Spend by media')).toHaveLength(3));
  });

  it('keeps a 100 % stack at 100 % over the series shown', async () => {
    const user = userEvent.setup();
    const host = createTestHost();
    renderWithHost(<StackedPercentChart i18n={host.i18n} label="Media mix" data={points} />, { host });
    await waitFor(() => expect(plotted('Media mix')).toContain('Desktop | Acme | 75'));

    await user.click(screen.getByRole('checkbox', { name: 'Globex' }));
    await waitFor(() => expect(plotted('Media mix')).toEqual(['Desktop | Acme | 100', 'Mobile | Initech | 100']));
  });

  it('gives each pie slice its share of the whole, and leaves the others at it when one is hidden', async () => {
    const user = userEvent.setup();
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <PieChart
        i18n={host.i18n}
        label="Share of voice"
        data={[
          { type: 'Acme', value: 60 },
          { type: 'Globex', value: 40 },
        ]}
      />,
      { host },
    );
    await waitFor(() => expect(plotted('Share of voice')).toHaveLength(2));
    const legend = screen.getByRole('group', { name: 'Legend of Share of voice' });
    expect(
      within(legend)
        .getAllByRole('checkbox')
        .map((entry) => entry.textContent),
    ).toEqual(['Acme 60,0%', 'Globex 40,0%']);

    await user.click(screen.getByRole('checkbox', { name: 'Acme 60,0%' }));
    await waitFor(() => expect(plotted('Share of voice')).toEqual(['Globex | 40 | 40']));
    expect(within(legend).getByRole('checkbox', { name: 'Globex 40,0%' })).toBeChecked();
  });

  it('draws no legend for a chart without data', async () => {
    const host = createTestHost();
    renderWithHost(<ColumnChart i18n={host.i18n} label="Empty" data={[]} />, { host });
    const chart = screen.getByRole('img', { name: 'Empty' });
    await waitFor(() => expect(chart.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Legend of Empty' })).toBeNull();
  });
});
