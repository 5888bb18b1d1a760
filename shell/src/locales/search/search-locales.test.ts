import { createShellI18n } from '../../lib/i18n';

describe('the search messages', () => {
  it.each([
    ['en', 'This filter is selected already.', "Can't select more than one filter in this section."],
    ['es', 'Este filtro ya está seleccionado.', 'No se puede seleccionar más de un filtro en esta sección.'],
    ['pt', 'Este filtro já está selecionado.', 'Não é possível selecionar mais de um filtro nesta seção.'],
  ] as const)(
    'reads the spec keys errors.filters and errors.filters.sources side by side in %s',
    (language, filters, sources) => {
      const i18n = createShellI18n(language);
      expect(i18n.t('errors.filters')).toBe(filters);
      expect(i18n.t('errors.filters.sources')).toBe(sources);
    },
  );

  it('keeps the range message of the spec as written', () => {
    expect(createShellI18n('en').t('errors.daterange.periodInvestment')).toBe(
      'This range is not valid, select more than 14 days',
    );
  });
});
