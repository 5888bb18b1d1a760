import { renderHook } from '@testing-library/react';
import { useChartsDrawn } from './use-charts-drawn';

describe('useChartsDrawn', () => {
  const mark = jest.fn();
  beforeEach(() => {
    mark.mockClear();
    // jsdom has no User Timing API: record the marks.
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  });
  afterEach(() => {
    delete (performance as { mark?: unknown }).mark;
  });

  it('marks once when every chart of the data has drawn, and again for new data', () => {
    const { result, rerender } = renderHook(({ data }) => useChartsDrawn('test:charts-drawn', 2, data), {
      initialProps: { data: 'first' },
    });
    result.current('pie');
    result.current('pie');
    expect(mark).not.toHaveBeenCalled();
    result.current('trend');
    result.current('pie');
    expect(mark.mock.calls).toEqual([['test:charts-drawn']]);

    rerender({ data: 'second' });
    result.current('pie');
    result.current('trend');
    expect(mark).toHaveBeenCalledTimes(2);
  });
});
