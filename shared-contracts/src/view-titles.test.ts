import { SUPPORTED_LANGUAGES } from './languages';
import { VIEW_TITLES, viewTitleOf } from './view-titles';

describe('viewTitleOf', () => {
  it("names a data view's page in each language", () => {
    expect(viewTitleOf('shareofvoice', 'en')).toBe('Share of Voice');
    expect(viewTitleOf('shareofvoice', 'es')).toBe('Cuota de voz');
    expect(viewTitleOf('investment', 'pt')).toBe('Investimento em tempo real');
  });

  it('is nothing for a page that is not a data view', () => {
    expect(viewTitleOf('home', 'en')).toBeUndefined();
    expect(viewTitleOf('account', 'es')).toBeUndefined();
  });

  it('has every title in every language, none left empty', () => {
    const pages = Object.keys(VIEW_TITLES.en);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(VIEW_TITLES[language])).toEqual(pages);
      expect(Object.values(VIEW_TITLES[language]).every((title) => title.trim().length > 0)).toBe(true);
    }
  });
});
