/** A value of a report cell: text, a number, or nothing. */
export type Cell = string | number | null;

interface ReportColumn {
  header: string;
  /** Characters, for Excel's column width and the PDF's share of the page. */
  width: number;
  /** Excel number format for numeric cells, e.g. '0.00' or '#,##0'. */
  numFmt?: string;
}

/** One table: an Excel sheet, a PDF section, or the CSV. */
export interface ReportSheet {
  name: string;
  columns: ReportColumn[];
  rows: Cell[][];
}

/** A whole export, independent of its format. */
export interface Report {
  title: string;
  /** Lines describing the search: country, range, filters. */
  context: string[];
  /** The name of the Excel sheet holding the title and the context, in the report's language. */
  aboutSheet: string;
  /** File name without extension, e.g. `sov-AR-2023-08-01-2023-08-31`. */
  fileBase: string;
  sheets: ReportSheet[];
}

export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}
