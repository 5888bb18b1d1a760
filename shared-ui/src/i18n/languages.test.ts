import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('keeps a supported browser language, regional variants included', () => {
    expect(pickLanguage('en')).toBe('en');
    expect(pickLanguage('pt-BR')).toBe('pt');
    expect(pickLanguage('ES-ar')).toBe('es');
  });

  it('falls back to Spanish for any other language or none', () => {
    expect(pickLanguage('fr-FR')).toBe('es');
    expect(pickLanguage('')).toBe('es');
    expect(pickLanguage(undefined)).toBe('es');
  });
});
