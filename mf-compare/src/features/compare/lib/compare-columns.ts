import type { CompareColumn, CompareCountry, CompareEntity, CompareFigures, CompareResponse } from 'shared-contracts';

/** A column of the answer the page shows: a country's, or the countries together. */
export interface ShownColumn {
  /** `total`, or the country's code. */
  key: string;
  country: CompareCountry['country'] | null;
  /** The spend's own currency: the country's, USD in the total. */
  currency: string;
  column: CompareColumn;
}

export const TOTAL = 'total';

/** The columns to choose from: each country, then their total when there are several. */
export function shownColumns(answer: CompareResponse): ShownColumn[] {
  const countries = answer.countries.map((country): ShownColumn => ({
    key: country.country,
    country: country.country,
    currency: country.currency,
    column: country,
  }));
  if (countries.length === 1) return countries;
  return [...countries, { key: TOTAL, country: null, currency: 'USD', column: answer.total }];
}

/** An entity's figures with its name, in the order asked (the first is "mine"). */
export interface EntityFigures {
  entity: CompareEntity;
  figures: CompareFigures;
  isMine: boolean;
}

export function entityFigures(answer: CompareResponse, column: CompareColumn): EntityFigures[] {
  return answer.entities.flatMap((entity, index) => {
    const figures = column.entities.find((candidate) => candidate.id === entity.id);
    return figures ? [{ entity, figures, isMine: index === 0 }] : [];
  });
}

/** Whether none of the compared entities has a spot in the column (a country where none ran). */
export function hasNoSpots(column: CompareColumn): boolean {
  return column.entities.every((figures) => figures.spots === 0);
}

/** The compared entities' spots in the column, added up: the page's headline figure. */
export function columnSpots(column: CompareColumn): number {
  return column.entities.reduce((sum, figures) => sum + figures.spots, 0);
}
