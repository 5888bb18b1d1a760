import type { Language } from 'shared-contracts';
import { LOCALIZED_TABLES } from '../market-generator/reference-names';

/**
 * The SQL of a row's name in `lang`: the translated column of the fixed dimensions (migration 010)
 * falling back to `name`, or `name` itself for tables whose names are proper names (advertisers,
 * products, publishers). `alias` is the table's alias in the query.
 */
export function localizedName(table: string, alias: string, lang: Language): string {
  const translated = (LOCALIZED_TABLES as readonly string[]).includes(table) && lang !== 'en';
  return translated ? `coalesce(${alias}.name_${lang}, ${alias}.name)` : `${alias}.name`;
}
