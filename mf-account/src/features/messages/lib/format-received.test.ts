import { formatReceived } from './format-received';

describe('formatReceived', () => {
  it('shows the moment in GMT-3', () => {
    expect(formatReceived('2024-06-01T02:30:00.000Z')).toBe('2024-05-31 23:30');
    expect(formatReceived('2024-06-01T15:05:00.000Z')).toBe('2024-06-01 12:05');
  });

  it('leaves what is not a date as sent', () => {
    expect(formatReceived('yesterday')).toBe('yesterday');
  });
});
