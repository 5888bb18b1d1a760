import { stylesheetForLoadedAntd } from './zero-runtime';

const BUILT = { href: 'http://localhost:3000/43eb7399.css', version: '6.6.8' };

describe('stylesheetForLoadedAntd', () => {
  it("draws antd from the shell's stylesheet when the shell's antd is the one loaded", () => {
    expect(stylesheetForLoadedAntd('6.6.8', BUILT)).toBe(BUILT);
  });

  it("lets another antd that won the share scope generate its own styles: the shell's stylesheet may lack them", () => {
    expect(stylesheetForLoadedAntd('6.7.0', BUILT)).toBeNull();
  });

  it('generates styles at runtime where no stylesheet was built', () => {
    expect(stylesheetForLoadedAntd('6.6.8', null)).toBeNull();
  });
});
