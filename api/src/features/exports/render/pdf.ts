import PDFDocument from 'pdfkit';
import type { Cell, Report, ReportCountry, ReportSheet } from '../report-model';
import { countryLabel } from '../reports/report-texts';

export type PdfDocument = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const ROW_HEIGHT = 16;
const HEADER_FILL = '#1f3a5f';
const STRIPE_FILL = '#f1f4f8';

/** A new document; the bytes arrive when `finish` ends it. */
export function startPdf(options: { title: string; layout: 'portrait' | 'landscape' }): {
  doc: PdfDocument;
  finish: () => Promise<Uint8Array>;
} {
  const doc = new PDFDocument({ size: 'A4', layout: options.layout, margin: MARGIN, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The title and the search it describes, at the top of the first page. */
export function drawHeading(doc: PdfDocument, title: string, context: readonly string[]): void {
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555555');
  for (const line of context) doc.text(line);
  doc.moveDown(0.8);
}

function formatCell(value: Cell, numFmt: string | undefined): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  // The product's number format: dot thousands, comma decimals (docs/product.md#formats).
  const fixed = numFmt?.includes('.00') ? 2 : 0;
  // Without a format (mixed columns such as a summary) up to 2 decimals, none when whole.
  const maximum = numFmt === undefined ? 2 : fixed;
  return value.toLocaleString('de-DE', { minimumFractionDigits: fixed, maximumFractionDigits: maximum });
}

function drawRow(doc: PdfDocument, cells: string[], widths: number[], y: number, bold: boolean, fill?: string): void {
  const left = doc.page.margins.left;
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (fill) doc.rect(left, y - 3, total, ROW_HEIGHT).fill(fill);
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(bold && fill ? '#ffffff' : '#111111');
  let x = left;
  cells.forEach((text, index) => {
    const width = widths[index] ?? 0;
    doc.text(text, x + 3, y, { width: width - 6, height: ROW_HEIGHT - 4, ellipsis: true, lineBreak: false });
    x += width;
  });
}

/** A table that continues on new pages, repeating its header. */
function drawTable(doc: PdfDocument, sheet: ReportSheet): void {
  const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const weights = sheet.columns.reduce((sum, column) => sum + column.width, 0) || 1;
  const widths = sheet.columns.map((column) => (column.width / weights) * usable);
  const headers = sheet.columns.map((column) => column.header);
  const bottom = () => doc.page.height - doc.page.margins.bottom - ROW_HEIGHT;

  if (doc.y > bottom() - 3 * ROW_HEIGHT) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(sheet.name, doc.page.margins.left, doc.y);
  let y = doc.y + 6;
  drawRow(doc, headers, widths, y, true, HEADER_FILL);
  y += ROW_HEIGHT;
  if (sheet.rows.length === 0) {
    drawRow(doc, ['No rows'], [widths.reduce((sum, width) => sum + width, 0)], y, false);
    y += ROW_HEIGHT;
  }
  sheet.rows.forEach((row, index) => {
    if (y > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawRow(doc, headers, widths, y, true, HEADER_FILL);
      y += ROW_HEIGHT;
    }
    const cells = row.map((value, column) => formatCell(value, sheet.columns[column]?.numFmt));
    drawRow(doc, cells, widths, y, false, index % 2 === 1 ? STRIPE_FILL : undefined);
    y += ROW_HEIGHT;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + ROW_HEIGHT;
}

/** A country's section of a report of several countries: a new page for all but the first. */
function drawCountryHeading(doc: PdfDocument, country: ReportCountry, first: boolean): void {
  if (!first) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#111111').text(countryLabel(country), doc.page.margins.left);
  doc.moveDown(0.5);
}

/**
 * The report as a PDF: heading, then each table; of several countries, a section per country.
 * Text is drawn as text, never interpreted.
 */
export async function renderPdf(report: Report): Promise<Uint8Array> {
  const { doc, finish } = startPdf({ title: report.title, layout: 'landscape' });
  drawHeading(doc, report.title, report.context);
  let country: string | undefined;
  for (const sheet of report.sheets) {
    if (sheet.country && sheet.country.code !== country) {
      drawCountryHeading(doc, sheet.country, country === undefined);
      country = sheet.country.code;
    }
    drawTable(doc, sheet);
  }
  return finish();
}
