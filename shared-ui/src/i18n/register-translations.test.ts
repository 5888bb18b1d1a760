import { createInstance, type i18n as I18n } from 'i18next';
import { registerTranslations, type TranslationResources } from './register-translations';

function newInstance(language: string): I18n {
  const i18n = createInstance();
  void i18n.init({ lng: language, fallbackLng: 'en', resources: {}, initAsync: false });
  return i18n;
}

const resources: TranslationResources = {
  es: { page: { title: 'Cuota de voz' } },
  en: { page: { title: 'Share of Voice' } },
  pt: { page: { title: 'Participação de voz' } },
};

describe('registerTranslations', () => {
  it('adds the es, en and pt bundles under the namespace', () => {
    const i18n = newInstance('pt');
    registerTranslations(i18n, 'sov', resources);
    expect(i18n.t('page.title', { ns: 'sov' })).toBe('Participação de voz');
    expect(i18n.t('page.title', { ns: 'sov', lng: 'es' })).toBe('Cuota de voz');
    expect(i18n.t('page.title', { ns: 'sov', lng: 'en' })).toBe('Share of Voice');
  });

  it('adds the same bundles to one instance only once, however often it is called', () => {
    const i18n = newInstance('en');
    const addResourceBundle = jest.spyOn(i18n, 'addResourceBundle');
    registerTranslations(i18n, 'sov', resources);
    registerTranslations(i18n, 'sov', resources);
    expect(addResourceBundle).toHaveBeenCalledTimes(3);
  });

  it('registers again for another instance or for new resources', () => {
    const first = newInstance('en');
    const second = newInstance('en');
    registerTranslations(first, 'sov', resources);
    registerTranslations(second, 'sov', resources);
    expect(second.t('page.title', { ns: 'sov' })).toBe('Share of Voice');

    registerTranslations(first, 'sov', { ...resources, en: { page: { title: 'SOV' } } });
    expect(first.t('page.title', { ns: 'sov' })).toBe('SOV');
  });
});
