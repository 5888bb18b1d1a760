import { screen } from '@testing-library/react';
import { createChartColors } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { CHART_PALETTE_LIGHT } from 'shared-ui';
import {
  applySearch,
  computeInlineStylesOnly,
  expectAppliedSearch,
  findLegendColors,
  renderWithHost,
} from 'shared-ui/testing';
import { investmentCountry, mockHttp } from '../features/real-time-spend/real-time-spend.fixtures';
import RealTimeSpendRoot, { contractVersion } from './exposed-root';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

describe('mf-investment exposed root', () => {
  it('titles the page Real-Time Spend, shows the applied search and follows the shell', async () => {
    const host = createTestHost({
      search: { countries: ['AR'], startDate: '2024-06-01', endDate: '2024-06-16' },
      http: mockHttp(jest.fn().mockResolvedValue([investmentCountry('AR', 'ARS', 1)])),
    });
    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Real-Time Spend' })).toBeInTheDocument();
    expectAppliedSearch('AR', '2024-06-01 – 2024-06-16');
    expect(await screen.findByRole('table')).toBeInTheDocument();

    applySearch(host, { countries: ['CO'], startDate: '2024-03-01', endDate: '2024-03-20' });
    expectAppliedSearch('CO', '2024-03-01 – 2024-03-20');
  });

  it('speaks Portuguese when the host does and exposes its contract version', async () => {
    const host = createTestHost({
      language: 'pt',
      http: mockHttp(jest.fn().mockResolvedValue([investmentCountry('AR', 'ARS', 1)])),
    });
    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host });

    expect(screen.getByRole('heading', { name: 'Investimento em tempo real' })).toBeInTheDocument();
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("draws each name in the colour the page's chart colours keep for it since another view", async () => {
    const chartColors = createChartColors();
    chartColors.slotsOf([{ label: 'Seen in Share of Voice' }, { label: 'Banks' }], CHART_PALETTE_LIGHT.length);
    const host = createTestHost({
      search: { countries: ['AR'], startDate: '2024-06-01', endDate: '2024-06-16' },
      chartColors,
      http: mockHttp(jest.fn().mockResolvedValue([investmentCountry('AR', 'ARS', 1)])),
    });
    // The providers stand for the shell, with colours of their own: only the root hands the page the host's.
    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host: createTestHost() });

    expect(await findLegendColors('Banks')).toEqual([CHART_PALETTE_LIGHT[1]]);
    expect(await findLegendColors('Retail')).toEqual([CHART_PALETTE_LIGHT[2]]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
