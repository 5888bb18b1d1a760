/** A value of a report cell: text, a number, or nothing. */
export type Cell = string | number | null;

interface ReportColumn {
  header: string;
  /** Characters, for Excel's column width and the PDF's share of the page. */
  width: number;
  /** Excel number format for numeric cells, e.g. '0.00' or '#,##0'. */
  numFmt?: string;
}

/** The country a table belongs to, in a report of several countries. */
export interface ReportCountry {
  code: string;
  name: string;
}

/** One table: an Excel sheet, a PDF section, or the CSV. */
export interface ReportSheet {
  name: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** Only in a report of several countries, where each country has its own tables. */
  country?: ReportCountry;
}

/** A whole export, independent of its format. */
export interface Report {
  title: string;
  /** Lines describing the search: country (or countries), range, filters. */
  context: string[];
  /** The name of the Excel sheet holding the title and the context, in the report's language. */
  aboutSheet: string;
  /** File name without extension, e.g. `sov-AR-2023-08-01-2023-08-31` or `sov-AR-MX-2023-08-01-2023-08-31`. */
  fileBase: string;
  sheets: ReportSheet[];
  /** Only in a report of several countries: the header of the CSV's country column, in the report's language. */
  countryHeader?: string;
}

export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}
