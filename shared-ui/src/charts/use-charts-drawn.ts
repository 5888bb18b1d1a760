import { useCallback, useEffect, useRef } from 'react';

/** A User Timing mark, where the browser has the API (jsdom does not). */
export function markPerformance(name: string): void {
  if (typeof performance.mark === 'function') performance.mark(name);
}

/**
 * Tells when every chart of a view has drawn the current data: returns `drawn(chartId)` for
 * the charts' `onRendered`, and leaves a `performance.mark(markName)` once `expected` distinct
 * charts have reported (the benchmarks and browser tests read the mark). A new `dataKey`
 * starts the count again.
 */
export function useChartsDrawn(markName: string, expected: number, dataKey: unknown): (chartId: string) => void {
  const progress = useRef({ seen: new Set<string>(), done: false, expected });
  useEffect(() => {
    progress.current = { seen: new Set(), done: false, expected };
  }, [dataKey, expected]);
  return useCallback(
    (chartId: string) => {
      const current = progress.current;
      current.seen.add(chartId);
      if (!current.done && current.expected > 0 && current.seen.size >= current.expected) {
        current.done = true;
        markPerformance(markName);
      }
    },
    [markName],
  );
}
