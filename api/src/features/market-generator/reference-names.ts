import type { Queryable } from '../../db/database';
import { FORMAT_OPTIONS, PLATFORM_OPTIONS, SOURCE_OPTIONS } from '../../lib/contracts';

/** A name in the two languages besides English, the language of the `name` column. */
interface Translation {
  es: string;
  pt: string;
}

/** The fixed option sets of shared-contracts carry their names in every language. */
function translationsOf(options: readonly { names: Translation & { en: string } }[]): Record<string, Translation> {
  return Object.fromEntries(options.map(({ names }) => [names.en, { es: names.es, pt: names.pt }]));
}

/**
 * The Spanish and Portuguese names of the market's fixed dimensions, keyed by table and English
 * name. Every name the generator writes has one (reference-names.test.ts).
 */
export const REFERENCE_NAMES: Readonly<Record<LocalizedTable, Readonly<Record<string, Translation>>>> = {
  industries: {
    Automotive: { es: 'Automotriz', pt: 'Automotivo' },
    'Banking & Finance': { es: 'Banca y Finanzas', pt: 'Bancos e Finanças' },
    Insurance: { es: 'Seguros', pt: 'Seguros' },
    Telecommunications: { es: 'Telecomunicaciones', pt: 'Telecomunicações' },
    Retail: { es: 'Comercio minorista', pt: 'Varejo' },
    'E-commerce': { es: 'Comercio electrónico', pt: 'Comércio eletrônico' },
    'Food & Beverages': { es: 'Alimentos y Bebidas', pt: 'Alimentos e Bebidas' },
    'Alcoholic Beverages': { es: 'Bebidas alcohólicas', pt: 'Bebidas alcoólicas' },
    'Personal Care': { es: 'Cuidado personal', pt: 'Cuidados pessoais' },
    'Health & Pharma': { es: 'Salud y Farmacia', pt: 'Saúde e Farmácia' },
    'Travel & Tourism': { es: 'Viajes y Turismo', pt: 'Viagens e Turismo' },
    Airlines: { es: 'Aerolíneas', pt: 'Companhias aéreas' },
    'Entertainment & Media': { es: 'Entretenimiento y Medios', pt: 'Entretenimento e Mídia' },
    Streaming: { es: 'Streaming', pt: 'Streaming' },
    Technology: { es: 'Tecnología', pt: 'Tecnologia' },
    'Consumer Electronics': { es: 'Electrónica de consumo', pt: 'Eletrônicos de consumo' },
    'Real Estate': { es: 'Inmobiliario', pt: 'Imobiliário' },
    Education: { es: 'Educación', pt: 'Educação' },
    Government: { es: 'Gobierno', pt: 'Governo' },
    'Fashion & Apparel': { es: 'Moda e Indumentaria', pt: 'Moda e Vestuário' },
    'Home & Garden': { es: 'Hogar y Jardín', pt: 'Casa e Jardim' },
    Sports: { es: 'Deportes', pt: 'Esportes' },
    'Gaming & Betting': { es: 'Juegos y Apuestas', pt: 'Jogos e Apostas' },
    'Energy & Utilities': { es: 'Energía y Servicios', pt: 'Energia e Serviços' },
    'Restaurants & Fast Food': { es: 'Restaurantes y Comida rápida', pt: 'Restaurantes e Fast Food' },
  },
  categories: {
    'Brand Awareness': { es: 'Reconocimiento de marca', pt: 'Reconhecimento de marca' },
    'Promotions & Discounts': { es: 'Promociones y Descuentos', pt: 'Promoções e Descontos' },
    'Product Launch': { es: 'Lanzamiento de producto', pt: 'Lançamento de produto' },
    Institutional: { es: 'Institucional', pt: 'Institucional' },
    Events: { es: 'Eventos', pt: 'Eventos' },
    Seasonal: { es: 'De temporada', pt: 'Sazonal' },
    Sponsorship: { es: 'Patrocinio', pt: 'Patrocínio' },
    'Lead Generation': { es: 'Generación de contactos', pt: 'Geração de leads' },
    'App Install': { es: 'Instalación de apps', pt: 'Instalação de apps' },
    Recruitment: { es: 'Reclutamiento', pt: 'Recrutamento' },
    'Social Cause': { es: 'Causa social', pt: 'Causa social' },
    'Loyalty Programs': { es: 'Programas de fidelización', pt: 'Programas de fidelidade' },
  },
  platforms: translationsOf(PLATFORM_OPTIONS),
  formats: translationsOf(FORMAT_OPTIONS),
  sources: translationsOf(SOURCE_OPTIONS),
};

/** The tables whose names are translated (migration 010). */
export const LOCALIZED_TABLES = ['industries', 'categories', 'platforms', 'formats', 'sources'] as const;
export type LocalizedTable = (typeof LOCALIZED_TABLES)[number];

/**
 * Writes the Spanish and Portuguese names of every row whose English name has them. Run after a
 * load and on every start, so a data folder loaded before the names existed gets them too; a row
 * already right is not written.
 */
export async function writeReferenceNames(db: Queryable): Promise<void> {
  for (const table of LOCALIZED_TABLES) {
    const entries = Object.entries(REFERENCE_NAMES[table]);
    await db.query(
      `update ${table} t set name_es = n.es, name_pt = n.pt
       from unnest($1::text[], $2::text[], $3::text[]) as n(en, es, pt)
       where t.name = n.en and (t.name_es is distinct from n.es or t.name_pt is distinct from n.pt)`,
      [entries.map(([en]) => en), entries.map(([, names]) => names.es), entries.map(([, names]) => names.pt)],
    );
  }
}
