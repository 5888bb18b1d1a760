// @ts-check
// The machine's own speed as a benchmark starts and ends. This machine is shared: on some days
// the same build and the same page take twice their usual time, with a load average that says
// nothing of it (the neighbours are outside the VM). The aims in milliseconds are read only on a
// run whose check is near the usual figure (docs/performance.md, "The machine's speed").

import { pathToFileURL } from 'node:url';

const ROUNDS = 5;
const ROWS = 200_000;
const LOOP_STEPS = 3e7;
/** What the figure is, after it on every line that prints one. */
const ABOUT = `(tooling/bench/speed-check.mjs, median of ${ROUNDS} rounds; lower is quicker)`;

/**
 * One fixed piece of work of the kinds a page and a build do: objects made, written to JSON and
 * read back, sorted and grouped (memory as much as arithmetic), then a loop of plain arithmetic.
 * @returns {number} something computed from all of it, so that none of it is dropped as dead code
 */
function fixedWork() {
  const rows = [];
  for (let id = 0; id < ROWS; id += 1) {
    rows.push({ id, advertiser: `advertiser ${id % 997}`, spend: (id * 7919) % 100_003 });
  }
  /** @type {typeof rows} */
  const read = JSON.parse(JSON.stringify(rows));
  read.sort((a, b) => a.spend - b.spend || a.id - b.id);
  const spendByAdvertiser = new Map();
  for (const row of read)
    spendByAdvertiser.set(row.advertiser, (spendByAdvertiser.get(row.advertiser) ?? 0) + row.spend);
  let sum = 0;
  for (let step = 0; step < LOOP_STEPS; step += 1) sum += step % 7;
  return spendByAdvertiser.size + sum;
}

/**
 * Milliseconds for the fixed work, the median of five rounds: a figure that depends on nothing
 * but how quick this machine is at the moment.
 * @returns {number}
 */
export function speedCheckMs() {
  /** @type {number[]} */
  const rounds = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    sink += fixedWork();
    rounds.push(performance.now() - start);
  }
  if (!Number.isFinite(sink)) throw new Error('the check computed nothing');
  rounds.sort((a, b) => a - b);
  return Math.round(rounds[Math.floor(ROUNDS / 2)]);
}

/**
 * The line a benchmark prints under its title: the check taken as it started and again now, as it
 * ends (the machine's speed changes within minutes on its bad days).
 * @param {number} atStartMs
 */
export function speedCheckLine(atStartMs) {
  return `speed check: ${atStartMs} ms at the start, ${speedCheckMs()} ms at the end ${ABOUT}`;
}

// Run as a script (the test command, at its start and end): one line with the figure.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`speed check: ${speedCheckMs()} ms ${ABOUT}`);
}
