/**
 * The parts of a G canvas (the drawing surface under G2) used here. Its render loop runs on
 * every animation frame and walks the whole scene even when nothing changed, so a page with ten
 * charts pays for all of them on each frame, also while the user scrolls a table below them.
 */
interface LoopingCanvas {
  frameId?: number;
  run(): void;
  cancelAnimationFrame(id: number): void;
}

interface PlotWithCanvas {
  chart?: { getContext?: () => { canvas?: unknown }; forceFit?: () => unknown };
}

function loopingCanvas(plot: PlotWithCanvas): LoopingCanvas | null {
  const canvas = plot.chart?.getContext?.().canvas as Partial<LoopingCanvas> | undefined;
  return canvas && typeof canvas.run === 'function' && typeof canvas.cancelAnimationFrame === 'function'
    ? (canvas as LoopingCanvas)
    : null;
}

/**
 * Stops a drawn chart's render loop while `element` is out of view and restarts it when it comes
 * back (changes made meanwhile are drawn then). Coming back into view it also fits the chart to
 * its frame again: a chart redrawn while its view was hidden (display: none, a view the shell
 * keeps) measured no width and took G2's default; G2 redraws only when the size differs.
 * Returns the function that stops watching, for when the chart is removed.
 */
export function pauseOffscreen(plot: PlotWithCanvas, element: Element): () => void {
  const canvas = loopingCanvas(plot);
  if (!canvas || typeof IntersectionObserver === 'undefined') return () => undefined;
  let paused = false;
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    if (!entry.isIntersecting && !paused && canvas.frameId !== undefined) {
      canvas.cancelAnimationFrame(canvas.frameId);
      paused = true;
    } else if (entry.isIntersecting && paused) {
      paused = false;
      canvas.run();
      void plot.chart?.forceFit?.();
    }
  });
  observer.observe(element);
  // Only when the chart goes away: its canvas is destroyed with it, so the loop stays as it is.
  return () => observer.disconnect();
}
