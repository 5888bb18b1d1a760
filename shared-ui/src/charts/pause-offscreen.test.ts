import { pauseOffscreen } from './pause-offscreen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('pauseOffscreen', () => {
  let notify: Callback = () => undefined;
  const disconnect = jest.fn();
  beforeEach(() => {
    disconnect.mockClear();
    // jsdom has no IntersectionObserver: one that the test drives.
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  function fakeCanvas() {
    const canvas = { frameId: 7, run: jest.fn(), cancelAnimationFrame: jest.fn() };
    const chart = { getContext: () => ({ canvas }), forceFit: jest.fn() };
    return { canvas, chart, plot: { chart } };
  }

  it('stops the render loop out of view and restarts it in view', () => {
    const { canvas, plot } = fakeCanvas();
    const stop = pauseOffscreen(plot, document.createElement('div'));

    notify([{ isIntersecting: true }]);
    expect(canvas.cancelAnimationFrame).not.toHaveBeenCalled();
    notify([{ isIntersecting: false }]);
    expect(canvas.cancelAnimationFrame).toHaveBeenCalledWith(7);
    notify([{ isIntersecting: false }]);
    expect(canvas.cancelAnimationFrame).toHaveBeenCalledTimes(1);
    notify([{ isIntersecting: true }]);
    expect(canvas.run).toHaveBeenCalledTimes(1);

    stop();
    expect(disconnect).toHaveBeenCalled();
  });

  it('fits the chart to its frame again when it comes back into view, not before', () => {
    const { chart, plot } = fakeCanvas();
    pauseOffscreen(plot, document.createElement('div'));

    notify([{ isIntersecting: true }]);
    notify([{ isIntersecting: false }]);
    expect(chart.forceFit).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    expect(chart.forceFit).toHaveBeenCalledTimes(1);
  });

  it('leaves a chart without a G canvas alone', () => {
    expect(() => pauseOffscreen({ chart: {} }, document.createElement('div'))()).not.toThrow();
  });
});
