import {
  formatCount,
  formatCurrency,
  formatNumber,
  formatPercent,
  formatPieTooltipPercent,
  formatViewability,
} from './number-format';

describe('number format', () => {
  it('groups thousands with dots and uses a decimal comma with 2 decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(999.995)).toBe('1.000,00');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(12.3456, 1)).toBe('12,3');
  });

  it('never prints minus zero or NaN', () => {
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('shows counts whole, percents with 2 decimals and pie tooltips with 1', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatPercent(12.3456)).toBe('12,35%');
    expect(formatPieTooltipPercent(12.3456)).toBe('12,3%');
  });

  it('writes amounts after their currency code and viewability as N/A when unknown', () => {
    expect(formatCurrency(1234.5, 'ARS')).toBe('ARS 1.234,50');
    expect(formatViewability(null)).toBe('N/A');
    expect(formatViewability(71.256)).toBe('71,26%');
  });
});
