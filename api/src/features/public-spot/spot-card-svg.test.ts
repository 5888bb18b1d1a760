import { CARD_HEIGHT, CARD_WIDTH, spotCardSvg } from './spot-card-svg';

const CREATIVE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250" viewBox="0 0 300 250" role="img" ' +
  'aria-label="Ad"><rect width="300" height="250" fill="#123456"/><text x="10" y="20">Zapatillas</text></svg>';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('spotCardSvg', () => {
  test('is a 1200×630 card whose only words are the creative’s, the advertiser, the date and the site', () => {
    const svg = spotCardSvg({ advertiser: 'Banco Sol', date: '2023-08-05', creative: CREATIVE });

    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${CARD_WIDTH}" height="${CARD_HEIGHT}"`));
    expect(texts(svg)).toEqual(['Zapatillas', 'Banco Sol', '2023-08-05', 'AdIntel']);
  });

  test('places the creative scaled whole in its panel, inline (no image to fetch)', () => {
    const svg = spotCardSvg({ advertiser: 'Acme', date: '2023-08-01', creative: CREATIVE });

    expect(svg).toContain(
      '<svg x="56" y="56" width="1088" height="368" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 250"',
    );
    expect(svg).not.toMatch(/<image|href=/);
  });

  test('escapes names and cuts a long one to its line', () => {
    const svg = spotCardSvg({ advertiser: `Tom & "Jerry" <b>${'x'.repeat(60)}`, date: '2023-08-01', creative: null });

    expect(svg).toContain('Tom &#38; &#34;Jerry&#34; &#60;b&#62;');
    expect(svg).not.toContain('<b>');
    expect(texts(svg)[0]).toMatch(/…$/);
  });

  test('draws no panel for a missing creative or one it cannot scale (no viewBox)', () => {
    for (const creative of [null, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>', 'text']) {
      const svg = spotCardSvg({ advertiser: 'Acme', date: '2023-08-01', creative });
      expect(svg).not.toContain('rx="12"');
      expect(svg.match(/<svg\b/g)).toHaveLength(1);
    }
  });
});
