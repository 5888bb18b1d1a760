import { useEffect, useState } from 'react';
import { preloadCharts, type ChartsModule } from './load-charts';

interface ChartTurn {
  grant(charts: ChartsModule): void;
  fail(error: unknown): void;
}

const waiting: ChartTurn[] = [];
let drawing: ChartTurn | null = null;

const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);

function grantNext(): void {
  if (drawing) return;
  const turn = waiting.shift();
  if (!turn) return;
  drawing = turn;
  preloadCharts().then(
    (charts) => (drawing === turn ? turn.grant(charts) : undefined),
    (error: unknown) => {
      endTurn(turn);
      turn.fail(error);
    },
  );
}

function endTurn(turn: ChartTurn): void {
  const queued = waiting.indexOf(turn);
  if (queued >= 0) waiting.splice(queued, 1);
  if (drawing !== turn) return;
  drawing = null;
  // A frame between two charts: the one just built is drawn before the next is built.
  nextFrame(() => setTimeout(grantNext, 0));
}

/**
 * The charts library once it is this chart's turn to draw, else null. Charts take turns, each in
 * a task of its own with a frame between: G2 builds a chart's scene in one run of microtasks, so
 * the charts of a view, mounted together, were built in one task of 0.3–0.5 s at CPU × 4 (issue
 * 16), and the first of them was on screen only when the last was built. A chart's turn ends
 * once it has mounted (the library's own effect has started its drawing) or unmounted.
 */
export function useChartTurn(): ChartsModule | null {
  const [turnState, setTurnState] = useState<{ charts?: ChartsModule; error?: unknown }>({});
  const [turn] = useState<ChartTurn>(() => ({
    grant: (charts) => setTurnState({ charts }),
    fail: (error) => setTurnState({ error }),
  }));
  useEffect(() => {
    waiting.push(turn);
    grantNext();
    return () => endTurn(turn);
  }, [turn]);
  // Effects run children first: by now the chart below has been created and started drawing.
  useEffect(() => {
    if (turnState.charts) endTurn(turn);
  }, [turn, turnState.charts]);
  // A library that failed to load fails the view, as a lazy component would.
  if (turnState.error !== undefined) throw turnState.error;
  return turnState.charts ?? null;
}
