import bcrypt from 'bcryptjs';
import { bcryptRounds, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  test('are hashed at cost 10 outside the tests, at the least cost under jest', () => {
    expect(bcryptRounds('production')).toBe(10);
    expect(bcryptRounds('test')).toBe(4);
  });

  test('a hash checks its own password only, and an unknown user never matches', async () => {
    const hash = await hashPassword('demo1234');
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('unknown-user-placeholder', null)).toBe(false);
  });
});
