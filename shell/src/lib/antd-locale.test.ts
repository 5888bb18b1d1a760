import { antdLocale } from './antd-locale';

describe('antdLocale', () => {
  it.each(['es', 'en', 'pt'])(
    'leaves the date pickers’ month and year buttons to be named by the text they show (%s)',
    (language) => {
      const lang = antdLocale(language).DatePicker?.lang;
      expect(lang?.monthSelect).toBe('');
      expect(lang?.yearSelect).toBe('');
      // The rest of antd's texts stay those of the language.
      expect(lang?.today).toBeTruthy();
    },
  );

  it('falls back to Spanish for a language the suite does not speak', () => {
    expect(antdLocale('fr').locale).toBe(antdLocale('es').locale);
  });
});
