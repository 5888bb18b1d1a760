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
import { mockHttp, ONE_COUNTRY } from '../features/share-of-voice/share-of-voice.fixtures';
import ShareOfVoiceRoot, { contractVersion } from './exposed-root';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

describe('mf-sov exposed root', () => {
  it('shows Share of Voice for the applied search and follows a new search', async () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR'], startDate: '2024-06-01', endDate: '2024-06-16' },
      http: mockHttp(jest.fn().mockResolvedValue(ONE_COUNTRY)),
    });
    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeInTheDocument();
    expectAppliedSearch('AR, BR', '2024-06-01 – 2024-06-16');

    applySearch(host, { countries: ['MX'], startDate: '2024-07-01', endDate: '2024-07-31' });
    expectAppliedSearch('MX', '2024-07-01 – 2024-07-31');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('registers its Spanish title into the host i18n and exposes its contract version', async () => {
    const host = createTestHost({ language: 'es', http: mockHttp(jest.fn().mockResolvedValue(ONE_COUNTRY)) });
    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Cuota de voz' })).toBeInTheDocument();
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("draws each name in the colour the page's chart colours keep for it since another view", async () => {
    const chartColors = createChartColors();
    chartColors.slotsOf([{ label: 'Seen in Real-Time Spend' }, { label: 'Banks' }], CHART_PALETTE_LIGHT.length);
    const host = createTestHost({ chartColors, http: mockHttp(jest.fn().mockResolvedValue(ONE_COUNTRY)) });
    // The providers stand for the shell, with colours of their own: only the root hands the page the host's.
    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host: createTestHost() });

    expect(await findLegendColors('Banks')).toEqual([CHART_PALETTE_LIGHT[1]]);
    expect(await findLegendColors('Retail')).toEqual([CHART_PALETTE_LIGHT[2]]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
