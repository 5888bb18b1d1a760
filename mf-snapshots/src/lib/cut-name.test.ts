import { carouselName, topTenName } from './cut-name';

describe('cut names', () => {
  it('cuts top-10 names at 27 characters', () => {
    expect(topTenName('Entertainment & Media')).toBe('Entertainment & Media');
    expect(topTenName('A'.repeat(27))).toBe('A'.repeat(27));
    expect(topTenName(`${'B'.repeat(27)}C`)).toBe(`${'B'.repeat(27)}…`);
  });

  it('cuts carousel names above 20 characters at 15, with an ellipsis', () => {
    expect(carouselName('Twenty characters ok')).toBe('Twenty characters ok');
    expect(carouselName('Twenty-one characters')).toBe('Twenty-one char…');
    expect(carouselName('Ñandú Comunicaciones Sur')).toBe('Ñandú Comunicac…');
  });
});
