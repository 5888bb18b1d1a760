import type { Cell } from '../report-model';

/** Leading characters a spreadsheet reads as the start of a formula or a control (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text cells that begin with = + - @ tab or carriage return get a leading apostrophe, so a
 * name from the market can never run as a formula in Excel or LibreOffice (docs/decisions.md).
 * Numbers stay numbers: a negative amount is data, not a formula.
 */
export function escapeCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}
