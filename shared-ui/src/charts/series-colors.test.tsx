import { act, screen, waitFor, within } from '@testing-library/react';
import { createChartColors, type ThemeMode } from 'shared-contracts';
import { createTestHost, type TestHost } from 'shared-contracts/testing';
import { createStore } from 'zustand/vanilla';
import { renderWithHost } from '../testing/render-with-host';
import { entityKeysOf } from './entity-keys';
import { CHART_PALETTE_DARK, CHART_PALETTE_LIGHT, OTHERS_COLOR_DARK, OTHERS_COLOR_LIGHT } from './palette';
import { PieChart } from './pie-chart';
import { LineChart } from './series-charts';

jest.mock('@ant-design/plots', () => jest.requireActual('../testing/fake-charts').fakeChartsModule);

/** Each legend entry of a chart: its name (without a slice's share) and its colour. */
function colorsOf(chart: string): Record<string, string> {
  const legend = screen.getByRole('group', { name: `Legend of ${chart}` });
  return Object.fromEntries(
    within(legend)
      .getAllByRole('checkbox')
      .map((entry) => [(entry.textContent ?? '').replace(/ [\d,]+%$/, ''), entry.dataset.legendColor ?? '']),
  );
}

/** Waits for every chart on the page to draw (they take turns). */
async function allDrawn(): Promise<void> {
  await waitFor(() => {
    for (const figure of screen.getAllByRole('img'))
      expect(within(figure).queryAllByRole('listitem')).not.toHaveLength(0);
  });
}

const trend = (country: string, names: readonly string[]) =>
  names.map((series, index) => ({ x: '2024-06-01', series, value: index + 1 }));

function SharesAndTrend({ host, country, names }: { host: TestHost; country: string; names: readonly string[] }) {
  const slices = names.map((type, index) => ({ type, value: 100 - index * 10 }));
  return (
    <>
      <PieChart i18n={host.i18n} label={`Share · ${country}`} data={slices} />
      <LineChart i18n={host.i18n} label={`Trend · ${country}`} data={trend(country, [...names].reverse())} />
    </>
  );
}

describe("each entity's one colour", () => {
  it('paints a name alike in every chart and country, whatever its rank in each', async () => {
    const host = createTestHost();
    renderWithHost(
      <>
        <SharesAndTrend host={host} country="Argentina" names={['Diprex Net', 'Pifux', 'Acme']} />
        <SharesAndTrend host={host} country="Mexico" names={['Pifux', 'Globex', 'Diprex Net']} />
      </>,
      { host },
    );
    const [blue, orange, green, mauve] = CHART_PALETTE_LIGHT;
    const expected = { 'Diprex Net': blue, Pifux: orange, Acme: green };
    expect(colorsOf('Share · Argentina')).toEqual(expected);
    expect(colorsOf('Trend · Argentina')).toEqual(expected);
    const inMexico = { Pifux: orange, Globex: mauve, 'Diprex Net': blue };
    expect(colorsOf('Share · Mexico')).toEqual(inMexico);
    expect(colorsOf('Trend · Mexico')).toEqual(inMexico);
    await allDrawn();
  });

  it("shares the colours between two remotes' hosts given the page's one registry", async () => {
    const chartColors = createChartColors();
    const sov = createTestHost({ chartColors });
    const investment = createTestHost({ chartColors });
    renderWithHost(<SharesAndTrend host={sov} country="Argentina" names={['Diprex Net', 'Pifux']} />, { host: sov });
    renderWithHost(<SharesAndTrend host={investment} country="Mexico" names={['Pifux', 'Diprex Net']} />, {
      host: investment,
    });
    expect(colorsOf('Share · Mexico')).toEqual(colorsOf('Share · Argentina'));

    // A host with its own registry knows nothing of them: ranks again.
    const alone = createTestHost();
    renderWithHost(<SharesAndTrend host={alone} country="Chile" names={['Pifux', 'Diprex Net']} />, { host: alone });
    expect(colorsOf('Share · Chile')).toEqual({ Pifux: CHART_PALETTE_LIGHT[0], 'Diprex Net': CHART_PALETTE_LIGHT[1] });
    await allDrawn();
  });

  it("greys 'Others' in every language, the kit's fold and the API's slice, light and dark", async () => {
    const mode = createStore<{ mode: ThemeMode }>(() => ({ mode: 'light' }));
    const host: TestHost = {
      ...createTestHost(),
      theme: { mode, choose: (chosen) => mode.setState({ mode: chosen }) },
    };
    const slices = [
      { type: 'Otros', value: 50 },
      { type: 'Acme', value: 30 },
      { type: 'Globex', value: 15 },
      { type: 'Initech', value: 5 },
    ];
    renderWithHost(
      <>
        <PieChart i18n={host.i18n} label="Folded" data={slices.slice(1)} maxSlices={2} />
        <PieChart i18n={host.i18n} label="From the API" data={slices} />
      </>,
      { host },
    );
    expect(colorsOf('Folded').Others).toBe(OTHERS_COLOR_LIGHT);
    expect(colorsOf('From the API').Otros).toBe(OTHERS_COLOR_LIGHT);
    // The largest slice takes no palette colour: the first goes to the first entity.
    expect(colorsOf('From the API').Acme).toBe(CHART_PALETTE_LIGHT[0]);

    await allDrawn();
    act(() => mode.setState({ mode: 'dark' }));
    expect(colorsOf('Folded').Others).toBe(OTHERS_COLOR_DARK);
    expect(colorsOf('From the API').Acme).toBe(CHART_PALETTE_DARK[0]);
    await allDrawn();
  });

  it('keeps an entity its colour under its name in another language, given its id', async () => {
    const host = createTestHost();
    const industries = (names: readonly string[]) => names.map((label, index) => ({ id: index + 1, label }));
    const spanish = industries(['Banca', 'Juegos']);
    const english = industries(['Gaming', 'Banking']).map((row, index) => ({ ...row, id: 2 - index }));
    const { rerender } = renderWithHost(
      <PieChart
        i18n={host.i18n}
        label="Industries"
        data={spanish.map((row) => ({ type: row.label, value: 3 - row.id }))}
        entityKeys={entityKeysOf(spanish, 'industries')}
      />,
      { host },
    );
    const before = colorsOf('Industries');
    rerender(
      <PieChart
        i18n={host.i18n}
        label="Industries"
        data={english.map((row) => ({ type: row.label, value: 3 - row.id }))}
        entityKeys={entityKeysOf(english, 'industries')}
      />,
    );
    expect(colorsOf('Industries')).toEqual({ Banking: before.Banca, Gaming: before.Juegos });
    await allDrawn();
  });

  it('names the series on the chart beyond eight, or in colours colour-blind readers may confuse', async () => {
    const host = createTestHost();
    const nine = Array.from({ length: 9 }, (_, index) => `Advertiser ${index + 1}`);
    renderWithHost(
      <>
        <LineChart i18n={host.i18n} label="Eight" data={trend('AR', nine.slice(0, 8))} />
        <LineChart i18n={host.i18n} label="Nine" data={trend('AR', nine)} />
        <PieChart
          i18n={host.i18n}
          label="Later names"
          data={[
            { type: 'Desktop', value: 2 },
            { type: 'Mobile', value: 1 },
          ]}
        />
      </>,
      { host },
    );
    await allDrawn();
    const labelled = (chart: string) =>
      screen.getByRole('img', { name: chart }).querySelector('[data-fake-chart]')?.getAttribute('data-direct-labels');
    // The page names each line at its end (line-end-names.tsx); G2 names a pie's slices.
    const lineNames = (chart: string) =>
      [...screen.getByRole('img', { name: chart }).querySelectorAll<HTMLElement>('[data-line-label]')].map(
        (name) => name.textContent,
      );
    // Top to bottom as the lines end: the largest value highest.
    await waitFor(() => expect(lineNames('Nine')).toEqual([...nine].reverse()));
    expect(lineNames('Eight')).toEqual([]);
    // Desktop and Mobile come tenth and eleventh in the session: beyond the eight safe colours.
    expect(labelled('Later names')).toBe('true');
  });
});
