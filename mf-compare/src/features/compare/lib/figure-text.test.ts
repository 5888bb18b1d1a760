import { figureText } from './figure-text';

describe('figureText', () => {
  it('reads a figure, or its difference from mine', () => {
    expect(figureText(1234, 'count')).toBe('1.234');
    expect(figureText(12.5, 'percent')).toBe('12,50%');
    expect(figureText(10, { currency: 'ARS' })).toBe('ARS 10,00');
    expect(figureText(8, 'count', 12)).toBe('−4');
    expect(figureText(20, 'percent', 12.5)).toBe('+7,50 pp');
    expect(figureText(5, 'count', 5)).toBe('±0');
    expect(figureText(null, 'percent', 5)).toBeNull();
    expect(figureText(5, 'percent', null)).toBeNull();
  });
});
