import type { BreakdownDimension } from 'shared-contracts';

/** The breakdowns' names (the tabs of docs/product.md#search), the same in every view that charts them. */
export const DIMENSION_NAMES: Readonly<Record<'es' | 'en' | 'pt', Readonly<Record<BreakdownDimension, string>>>> = {
  es: {
    industries: 'Industrias',
    advertisers: 'Anunciantes',
    products: 'Productos',
    categories: 'Categorías',
    formats: 'Formatos',
    publishers: 'Medios',
    platforms: 'Plataformas',
    sources: 'Fuentes',
  },
  en: {
    industries: 'Industries',
    advertisers: 'Advertisers',
    products: 'Products',
    categories: 'Categories',
    formats: 'Formats',
    publishers: 'Publishers',
    platforms: 'Platforms',
    sources: 'Sources',
  },
  pt: {
    industries: 'Indústrias',
    advertisers: 'Anunciantes',
    products: 'Produtos',
    categories: 'Categorias',
    formats: 'Formatos',
    publishers: 'Veículos',
    platforms: 'Plataformas',
    sources: 'Fontes',
  },
};
