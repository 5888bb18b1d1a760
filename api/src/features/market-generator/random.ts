/**
 * A seeded pseudo-random source. The market must be the same for the same seed on every machine
 * (tests compare checksums), so nothing here may call Math.random or depend on the clock.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** A new independent stream, so that adding draws in one part does not shift another. */
  fork(label: string): Random;
}

/** FNV-1a over a string: stable seeds for forks and stable checksums. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** sfc32: small, fast, and good enough statistically for synthetic data. */
export function createRandom(seed: number): Random {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const result = (t + d) | 0;
    c = (c + result) | 0;
    return (result >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed.
  for (let i = 0; i < 15; i += 1) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal() {
      const u = 1 - next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    fork: (label) => createRandom(hashString(label, seed)),
  };
  return random;
}

/**
 * Walker's alias table: O(1) draws from a fixed discrete distribution, which matters when
 * millions of spots each pick an advertiser and a publisher.
 */
export interface WeightedSampler<T> {
  sample(random: Random): T;
  readonly items: readonly T[];
}

export function weightedSampler<T>(items: readonly T[], weights: readonly number[]): WeightedSampler<T> {
  const n = items.length;
  if (n === 0 || weights.length !== n) throw new Error('weightedSampler needs one weight per item');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const scaled = weights.map((weight) => (weight * n) / total);
  const probability = new Float64Array(n);
  const alias = new Int32Array(n);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((value, index) => (value < 1 ? small : large).push(index));
  while (small.length > 0 && large.length > 0) {
    const less = small.pop() as number;
    const more = large.pop() as number;
    probability[less] = scaled[less] as number;
    alias[less] = more;
    scaled[more] = (scaled[more] as number) + (scaled[less] as number) - 1;
    (scaled[more] < 1 ? small : large).push(more);
  }
  for (const index of [...small, ...large]) probability[index] = 1;
  return {
    items,
    sample(random) {
      const column = Math.floor(random.next() * n);
      const index = random.next() < (probability[column] as number) ? column : (alias[column] as number);
      return items[index] as T;
    },
  };
}

/**
 * Zipf-Mandelbrot weights for ranks 1..n, 1 / (rank + offset)^exponent: the long tail of
 * advertising (a few giants, many small); the offset keeps the very first from dwarfing the rest.
 */
export function zipfWeights(n: number, exponent: number, offset = 0): number[] {
  return Array.from({ length: n }, (_, rank) => 1 / (rank + 1 + offset) ** exponent);
}
