import type { InvestmentCountry } from 'shared-contracts';
import { convertCountryToUsd, currenciesToQuote, usdRate } from './convert-to-usd';

const ar: InvestmentCountry = {
  country: 'AR',
  currency: 'ARS',
  tableData: [{ id: 1, label: 'Retail', percentage: 100, prints: 5000, amount: 900000 }],
  pieData: [{ type: 'Retail', value: 100 }],
  mediaDataAmount: [{ x: 'Desktop', series: 'Retail', value: 450000 }],
  mediaDataPrints: [{ x: 'Desktop', series: 'Retail', value: 2500 }],
  mediaCategories: ['Desktop'],
  trendingSoI: [{ x: '2024-06-01', series: 'Retail', value: 100 }],
};

describe('USD conversion', () => {
  it('asks quotes once per currency, not for USD', () => {
    expect(currenciesToQuote(['BRL', 'ARS', 'USD', 'ARS'])).toEqual(['ARS', 'BRL']);
  });

  it('divides amounts by the quote keyed USD + currency and leaves prints and shares', () => {
    const usd = convertCountryToUsd(ar, { USDARS: 900 });
    expect(usd?.currency).toBe('USD');
    expect(usd?.tableData[0]).toEqual({ id: 1, label: 'Retail', percentage: 100, prints: 5000, amount: 1000 });
    expect(usd?.mediaDataAmount[0]?.value).toBe(500);
    expect(usd?.mediaDataPrints).toBe(ar.mediaDataPrints);
    expect(usd?.trendingSoI).toBe(ar.trendingSoI);
  });

  it('has rate 1 for USD and none for a missing or zero quote', () => {
    expect(usdRate('USD', {})).toBe(1);
    expect(usdRate('ARS', {})).toBeNull();
    expect(usdRate('ARS', { USDARS: 0 })).toBeNull();
    expect(convertCountryToUsd(ar, { USDBRL: 5 })).toBeNull();
  });
});
