import { formatDay } from './format-day';

describe('formatDay', () => {
  it('shows a plain day as sent', () => {
    expect(formatDay('2024-06-14')).toBe('2024-06-14');
  });

  it('reads a moment in GMT-3', () => {
    expect(formatDay('2024-06-15T02:30:00Z')).toBe('2024-06-14');
  });

  it('leaves empty and unreadable values alone', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('yesterday')).toBe('yesterday');
  });
});
