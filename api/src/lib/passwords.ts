import bcrypt from 'bcryptjs';

/**
 * bcrypt's cost, stored in each hash. jest (which sets NODE_ENV to test) hashes and compares at
 * the least cost: a check took about 80 ms of CPU, and the API's tests log in over a thousand
 * times, on both databases.
 */
export function bcryptRounds(nodeEnv = process.env.NODE_ENV): number {
  return nodeEnv === 'test' ? 4 : 10;
}

const BCRYPT_ROUNDS = bcryptRounds();

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

// Compared against when the e-mail is unknown, so both failures take the same time and the
// answer does not reveal which accounts exist. Made on first use to keep start-up fast.
let unknownUserHash: Promise<string> | null = null;

/** Whether `password` matches the stored hash; with no hash it still spends the same work. */
export async function verifyPassword(password: string, passwordHash: string | null): Promise<boolean> {
  unknownUserHash ??= hashPassword('unknown-user-placeholder');
  const matches = await bcrypt.compare(password, passwordHash ?? (await unknownUserHash));
  return passwordHash !== null && matches;
}
