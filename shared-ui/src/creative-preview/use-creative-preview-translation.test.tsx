import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import { SHARED_UI_NAMESPACE, sharedUiResources } from '../locales';
import { useCreativePreviewTranslation } from './use-creative-preview-translation';

function i18nIn(language: string) {
  const i18n = createInstance();
  void i18n.init({ lng: language, fallbackLng: 'en', resources: {}, initAsync: false });
  return i18n;
}

describe('useCreativePreviewTranslation', () => {
  it("gives the creative preview's strings in shared-ui's namespace, and only those", () => {
    const i18n = i18nIn('es');
    const { result } = renderHook(() => useCreativePreviewTranslation(i18n));
    expect(result.current.t('creativePreview.next')).toBe('Siguiente');
    expect(i18n.getResourceBundle('es', SHARED_UI_NAMESPACE)).toEqual({
      creativePreview: sharedUiResources.es.creativePreview,
    });
  });

  it("leaves shared-ui's whole bundle as it is", () => {
    const i18n = i18nIn('pt');
    i18n.addResourceBundle('pt', SHARED_UI_NAMESPACE, sharedUiResources.pt);
    renderHook(() => useCreativePreviewTranslation(i18n));
    expect(i18n.getResourceBundle('pt', SHARED_UI_NAMESPACE)).toEqual(sharedUiResources.pt);
  });
});
