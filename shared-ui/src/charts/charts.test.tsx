import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { PieChart } from './pie-chart';
import { LineChart, StackedPercentChart } from './series-charts';
import { DualAxesChart } from './dual-axes-chart';

jest.mock('@ant-design/plots', () => jest.requireActual('../testing/fake-charts').fakeChartsModule);

describe('chart wrappers', () => {
  it('load the charts library on demand, fold small pie slices into Others and report when drawn', async () => {
    const onRendered = jest.fn();
    const { host } = renderWithHost(<div />);
    renderWithHost(
      <PieChart
        i18n={host.i18n}
        label="Share of voice by advertiser"
        maxSlices={2}
        data={[
          { type: 'Acme', value: 60 },
          { type: 'Globex', value: 30 },
          { type: 'Initech', value: 10 },
        ]}
        onRendered={onRendered}
      />,
      { host },
    );

    const figure = screen.getByRole('img', { name: 'Share of voice by advertiser' });
    expect(await within(figure).findByText('Acme | 60 | 60')).toBeInTheDocument();
    expect(within(figure).getByText('Others | 40 | 40')).toBeInTheDocument();
    await waitFor(() => expect(onRendered).toHaveBeenCalledTimes(1));
  });

  it('plot lines in date order and stacked shares in percent', async () => {
    const host = createTestHost();
    renderWithHost(
      <>
        <LineChart
          i18n={host.i18n}
          label="Trend"
          data={[
            { x: '2024-06-02', series: 'Acme', value: 2 },
            { x: '2024-06-01', series: 'Acme', value: 1 },
          ]}
        />
        <StackedPercentChart
          i18n={host.i18n}
          label="Media"
          data={[
            { x: 'Desktop', series: 'Acme', value: 3 },
            { x: 'Desktop', series: 'Globex', value: 1 },
          ]}
        />
        <DualAxesChart label="Both" leftName="SOV" rightName="SOI" data={[{ x: '2024-06-01', left: 10, right: 20 }]} />
      </>,
      { host },
    );

    const trend = screen.getByRole('img', { name: 'Trend' });
    await waitFor(() =>
      expect(
        within(trend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['2024-06-01 | Acme | 1', '2024-06-02 | Acme | 2']),
    );
    const media = screen.getByRole('img', { name: 'Media' });
    expect(await within(media).findByText('Desktop | Acme | 75')).toBeInTheDocument();
    expect(within(media).getByText('Desktop | Globex | 25')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('img', { name: 'Both' })).findByText('2024-06-01 | 10 | 20'),
    ).toBeInTheDocument();
  });

  it('draw one chart at a time, the next once the one before is on its way', async () => {
    const host = createTestHost();
    renderWithHost(
      <>
        <LineChart i18n={host.i18n} label="First" data={[{ x: '2024-06-01', series: 'Acme', value: 1 }]} />
        <LineChart i18n={host.i18n} label="Second" data={[{ x: '2024-06-01', series: 'Globex', value: 2 }]} />
      </>,
      { host },
    );

    const first = screen.getByRole('img', { name: 'First' });
    const second = screen.getByRole('img', { name: 'Second' });
    expect(await within(first).findByText('2024-06-01 | Acme | 1')).toBeInTheDocument();
    // Its place is held, busy, while the first one draws.
    expect(within(second).queryByRole('listitem')).toBeNull();
    expect(second.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await within(second).findByText('2024-06-01 | Globex | 2')).toBeInTheDocument();
  });

  describe('in a view the shell keeps hidden', () => {
    const resized: (() => void)[] = [];
    beforeEach(() => {
      // jsdom lays nothing out: a frame is hidden under `display: none`, and resizes are told by hand.
      Element.prototype.checkVisibility = function checkVisibility(this: Element) {
        return !this.closest('[style*="display: none"]');
      };
      globalThis.ResizeObserver = class {
        constructor(private readonly onResize: ResizeObserverCallback) {}
        observe() {
          resized.push(() => this.onResize([], this));
        }
        unobserve() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      resized.length = 0;
      Reflect.deleteProperty(Element.prototype, 'checkVisibility');
      Reflect.deleteProperty(globalThis, 'ResizeObserver');
    });

    function KeptView({ i18n }: { i18n: I18n }) {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Show the kept view
          </button>
          <div style={{ display: shown ? 'contents' : 'none' }}>
            <LineChart i18n={i18n} label="Kept" data={[{ x: '2024-06-01', series: 'Acme', value: 1 }]} />
          </div>
          <LineChart i18n={i18n} label="In view" data={[{ x: '2024-06-01', series: 'Globex', value: 2 }]} />
        </>
      );
    }

    it('waits for the view to show, and lets the charts in view draw first', async () => {
      const host = createTestHost();
      renderWithHost(<KeptView i18n={host.i18n} />, { host });

      const inView = screen.getByRole('img', { name: 'In view' });
      expect(await within(inView).findByText('2024-06-01 | Globex | 2')).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const kept = screen.getByRole('img', { name: 'Kept', hidden: true });
      expect(kept.querySelector('[aria-busy="true"]')).not.toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Show the kept view' }));
      act(() => resized.forEach((resize) => resize()));
      expect(await within(kept).findByText('2024-06-01 | Acme | 1')).toBeInTheDocument();
    });
  });
});
