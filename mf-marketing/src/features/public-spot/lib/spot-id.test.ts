import { parseSpotId } from './spot-id';

describe('parseSpotId', () => {
  it('reads a positive integer', () => {
    expect(parseSpotId('1002')).toBe(1002);
    expect(parseSpotId('1')).toBe(1);
  });

  it.each(['', '0', '-4', '1.5', 'abc', '12abc', ' 12', '99999999999999999'])('refuses %p', (id) => {
    expect(parseSpotId(id)).toBeNull();
  });
});
