import { CONTRACT_VERSION, contractMajor, isContractCompatible } from './contract-version';

describe('contract compatibility', () => {
  it('accepts the same major and refuses another', () => {
    expect(contractMajor(CONTRACT_VERSION)).toBe(1);
    expect(isContractCompatible('1.4.0', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
  });

  it('refuses a version that is not semver', () => {
    expect(isContractCompatible('latest', '1.0.0')).toBe(false);
  });
});
