import { DistinctSearches } from './distinct-searches';
import { driveRun, type RunSample } from './drive-run';
import type { LoadRun } from './scenarios';

/** What the ceiling holds an answer rate to (issue 54): at most 1 % refused, p99 of answers ≤ 500 ms. */
export const CEILING_MAX_REFUSED = 0.01;
export const CEILING_MAX_P99_MS = 500;

export interface CeilingStep {
  connections: number;
  sample: RunSample;
  /** Within the limits above. */
  holds: boolean;
}

export interface CeilingResult {
  steps: CeilingStep[];
  /** The best answer rate of a step that holds, and its connections (null when none holds). */
  best: CeilingStep | null;
}

/**
 * The ceiling for distinct searches: every request a different customer's search at full speed,
 * at rising connection counts, each `seconds` long. Stops after the first step past both a
 * limit and the best rate so far (more connections only queue more).
 */
export async function runCeiling(
  apiUrl: string,
  token: string,
  until: string,
  ladder: readonly number[],
  seconds: number,
  onStep: (step: CeilingStep) => void,
): Promise<CeilingResult> {
  const searches = new DistinctSearches(until);
  const run = (connections: number): LoadRun => ({
    name: `distinct searches, ${connections} connections`,
    connections,
    requests: [{ method: 'POST', path: '/v2/sov/industries', newCall: () => searches.next() }],
    aimP99Ms: CEILING_MAX_P99_MS,
  });
  // Warms the database's own caches (PostgreSQL's buffers, PGlite's pages) as a running API has them.
  await driveRun(apiUrl, token, run(2), Math.min(5, seconds));
  const steps: CeilingStep[] = [];
  let best: CeilingStep | null = null;
  for (const connections of ladder) {
    const sample = await driveRun(apiUrl, token, run(connections), seconds);
    const others = Object.entries(sample.statuses).filter(([status]) => status !== '503' && status !== '404');
    const holds =
      sample.errors + sample.timeouts === 0 &&
      others.length === 0 &&
      sample.refusedShare <= CEILING_MAX_REFUSED &&
      sample.answerP99 <= CEILING_MAX_P99_MS;
    const step = { connections, sample, holds };
    steps.push(step);
    onStep(step);
    if (holds && (!best || sample.answersPerSecond > best.sample.answersPerSecond)) best = step;
    if (!holds && best && sample.answersPerSecond < best.sample.answersPerSecond) break;
  }
  return { steps, best };
}
