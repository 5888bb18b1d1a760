import { useEffect, useState, type RefObject } from 'react';
import { preloadCharts, type ChartsModule } from './load-charts';

interface ChartTurn {
  grant(charts: ChartsModule): void;
  fail(error: unknown): void;
  /** Where the chart draws, once mounted. */
  frame(): Element | null;
}

const waiting: ChartTurn[] = [];
let drawing: ChartTurn | null = null;
/** Called once as the turn in progress ends. */
const turnEndListeners = new Set<() => void>();

const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);

/**
 * A frame in a view the shell keeps hidden (display: none) has no box: G2 would build the chart at
 * a default width, and build it again at its own when the view shows, in the frame that shows it.
 */
function isShown(frame: Element | null): boolean {
  return !frame || typeof frame.checkVisibility !== 'function' || frame.checkVisibility();
}

function grantNext(): void {
  if (drawing) return;
  const next = waiting.findIndex((turn) => isShown(turn.frame()));
  const [turn] = next < 0 ? [] : waiting.splice(next, 1);
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

/** Runs `callback` once the browser has painted `frames` more frames (a timer set from a frame's callback runs after its paint). */
function afterPaintedFrames(frames: number, callback: () => void): void {
  nextFrame(() => setTimeout(() => (frames > 1 ? afterPaintedFrames(frames - 1, callback) : callback()), 0));
}

function endTurn(turn: ChartTurn): void {
  const queued = waiting.indexOf(turn);
  if (queued >= 0) waiting.splice(queued, 1);
  if (drawing !== turn) return;
  drawing = null;
  const listeners = [...turnEndListeners];
  turnEndListeners.clear();
  for (const listener of listeners) listener();
  // A frame between two charts: the one just built is drawn before the next is built.
  afterPaintedFrames(1, grantNext);
}

/**
 * The charts library once it is this chart's turn to draw, else null. Charts take turns, each in
 * a task of its own with a frame between: G2 builds a chart's scene in one run of microtasks, so
 * the charts of a view, mounted together, were built in one task of 0.3–0.5 s at CPU × 4 (issue
 * 16), and the first of them was on screen only when the last was built. A chart's turn ends
 * once it has mounted (the library's own effect has started its drawing) or unmounted. A chart
 * whose frame is hidden (its view kept hidden by the shell) lets the others go first and takes its
 * turn once its view shows.
 */
export function useChartTurn(frameRef: RefObject<Element | null>): ChartsModule | null {
  const [turnState, setTurnState] = useState<{ charts?: ChartsModule; error?: unknown }>({});
  const [turn] = useState<ChartTurn>(() => ({
    grant: (charts) => setTurnState({ charts }),
    fail: (error) => setTurnState({ error }),
    frame: () => frameRef.current,
  }));
  useEffect(() => {
    waiting.push(turn);
    grantNext();
    // A chart waiting in a view hidden meanwhile is passed over; its frame gets a size again as
    // the view shows, and the turns go on from there.
    const frame = frameRef.current;
    // A view shown again shows what it has at once: the charts it left waiting build once the
    // frames that show it again are painted, not in them.
    const wake = () => {
      if (!waiting.includes(turn)) observer?.disconnect();
      else if (isShown(frame)) afterPaintedFrames(2, grantNext);
    };
    const observer = frame && typeof ResizeObserver === 'function' ? new ResizeObserver(wake) : null;
    if (frame) observer?.observe(frame);
    return () => {
      observer?.disconnect();
      endTurn(turn);
    };
  }, [turn, frameRef]);
  // Effects run children first: by now the chart below has been created and started drawing.
  useEffect(() => {
    if (turnState.charts) endTurn(turn);
  }, [turn, turnState.charts]);
  // A library that failed to load fails the view, as a lazy component would.
  if (turnState.error !== undefined) throw turnState.error;
  return turnState.charts ?? null;
}

/**
 * False while a chart is being built, until a frame after its turn ends; true at once when no
 * chart is. A view mounts with it what can wait for its first chart (issue 16: the switch's first
 * chart), so that the first chart is built and on screen before the rest is drawn.
 */
export function useFirstChartDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    let live = true;
    const open = () => {
      if (live) setDrawn(true);
    };
    // Effects run in the tree's order: the charts mounted before this one have taken their turn.
    if (!drawing) {
      open();
      return undefined;
    }
    const onTurnEnd = () => afterPaintedFrames(1, open);
    turnEndListeners.add(onTurnEnd);
    return () => {
      live = false;
      turnEndListeners.delete(onTurnEnd);
    };
  }, [drawn]);
  return drawn;
}
