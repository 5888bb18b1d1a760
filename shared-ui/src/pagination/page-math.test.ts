import { clampPage, lastPage } from './page-math';

describe('lastPage', () => {
  it('rounds a partial page up', () => {
    expect(lastPage(101, 20)).toBe(6);
    expect(lastPage(100, 20)).toBe(5);
  });

  it('is 1 with no items or no page size', () => {
    expect(lastPage(0, 15)).toBe(1);
    expect(lastPage(30, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('clamps above the last page and below the first', () => {
    expect(clampPage(99, 7, 3)).toBe(7);
    expect(clampPage(0, 7, 3)).toBe(1);
    expect(clampPage(-4, 7, 3)).toBe(1);
  });

  it('keeps a page in range and drops its fraction', () => {
    expect(clampPage(4, 7, 3)).toBe(4);
    expect(clampPage(4.8, 7, 3)).toBe(4);
  });

  it('falls back when nothing usable was typed', () => {
    expect(clampPage(null, 7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 7, 3)).toBe(3);
  });
});
