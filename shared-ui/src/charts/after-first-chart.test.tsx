import { screen, within } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { AfterFirstChart } from './after-first-chart';
import { LineChart } from './series-charts';

jest.mock('@ant-design/plots', () => jest.requireActual('../testing/fake-charts').fakeChartsModule);

describe('AfterFirstChart', () => {
  it('holds its place until the chart before it is drawn, then draws its own chart', async () => {
    const host = createTestHost();
    renderWithHost(
      <>
        <LineChart i18n={host.i18n} label="First" data={[{ x: '2024-06-01', series: 'Acme', value: 1 }]} />
        <AfterFirstChart minHeight={480}>
          <LineChart i18n={host.i18n} label="Later" data={[{ x: '2024-06-01', series: 'Globex', value: 2 }]} />
        </AfterFirstChart>
      </>,
      { host },
    );

    expect(screen.queryByRole('img', { name: 'Later' })).toBeNull();
    const held = document.querySelector<HTMLElement>('[aria-busy="true"][style*="min-height: 480px"]');
    expect(held).not.toBeNull();

    const first = screen.getByRole('img', { name: 'First' });
    expect(await within(first).findByText('2024-06-01 | Acme | 1')).toBeInTheDocument();
    const later = await screen.findByRole('img', { name: 'Later' });
    expect(held).not.toBeInTheDocument();
    expect(await within(later).findByText('2024-06-01 | Globex | 2')).toBeInTheDocument();
  });

  it('draws at once when no chart is being drawn', async () => {
    const host = createTestHost();
    renderWithHost(
      <AfterFirstChart minHeight={480}>
        <p>Media plan</p>
      </AfterFirstChart>,
      { host },
    );

    expect(await screen.findByText('Media plan')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
