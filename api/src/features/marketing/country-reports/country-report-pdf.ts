import type { Language } from 'shared-contracts';
import SVGtoPDF from 'svg-to-pdfkit';
import { startPdf, type PdfDocument } from '../../exports/render/pdf';
import { flagSvg } from '../flags';
import { COUNTRY_REPORT_TEXTS, countryNameIn, monthNameIn, type CountryReportTexts } from './country-report-texts';
import type { CountryReportFacts } from './report-facts';
import { cell, drawShareBars, ROW_HEIGHT } from './share-bars';

const MARGIN = 36;
const WIDTH = 595 - 2 * MARGIN;
const MUTED = '#555555';

const count = (value: number) => value.toLocaleString('de-DE');

function drawHeading(doc: PdfDocument, facts: CountryReportFacts, texts: CountryReportTexts, lang: Language): void {
  SVGtoPDF(doc, flagSvg(facts.country), MARGIN, MARGIN, { width: 60, height: 40 });
  const x = MARGIN + 72;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111');
  cell(doc, texts.title(countryNameIn(facts.country, lang)), x, MARGIN, WIDTH - 72, 'left');
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  if (facts.period) {
    const { month, since, until } = facts.period;
    cell(doc, texts.period(monthNameIn(month, lang), since, until), x, MARGIN + 24, WIDTH - 72, 'left');
  }
  cell(doc, facts.dataAsOf ? texts.dataAsOf(facts.dataAsOf) : texts.noData, x, MARGIN + 36, WIDTH - 72, 'left');
}

function sectionTitle(doc: PdfDocument, title: string, x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111');
  cell(doc, title, x, y, width, 'left');
  return y + 20;
}

function drawAdvertisers(doc: PdfDocument, facts: CountryReportFacts, texts: CountryReportTexts, y: number): number {
  const top = sectionTitle(doc, texts.sections.advertisers, MARGIN, y, WIDTH);
  const spots = { width: 70, values: facts.topAdvertisers.map((row) => count(row.spots)) };
  const columns = { x: MARGIN, label: 220, bar: 180, share: 53, extra: spots };
  const shareX = columns.x + columns.label + spots.width + columns.bar;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  cell(doc, texts.headers.advertiser, columns.x, top, columns.label - 6, 'left');
  cell(doc, texts.headers.spots, columns.x + columns.label, top, spots.width - 6, 'right');
  cell(doc, texts.headers.share, shareX, top, columns.share, 'right');
  const ranked = facts.topAdvertisers.map((row, index) => ({ ...row, label: `${index + 1}. ${row.label}` }));
  return drawShareBars(doc, ranked, columns, top + ROW_HEIGHT - 4);
}

/**
 * A country's public report on one A4 page: flag, title, the month covered and the data-as-of
 * date, the month's top advertisers by share of voice, the mix of formats and of platforms as bars,
 * and the invitation to sign up. Every block has a fixed place, so the page never overflows.
 */
export async function renderCountryReport(
  facts: CountryReportFacts,
  lang: Language,
  signUpUrl: string,
): Promise<Uint8Array> {
  const texts = COUNTRY_REPORT_TEXTS[lang];
  const { doc, finish } = startPdf({ title: texts.title(countryNameIn(facts.country, lang)), layout: 'portrait' });
  drawHeading(doc, facts, texts, lang);
  let y = MARGIN + 64;
  if (facts.spots > 0) {
    doc.font('Helvetica').fontSize(11).fillColor('#111111');
    cell(doc, texts.totals(count(facts.spots), count(facts.advertisers)), MARGIN, y, WIDTH, 'left');
    y = drawAdvertisers(doc, facts, texts, y + 28) + 24;
    const half = (WIDTH - 24) / 2;
    const mix = { label: 110, bar: half - 110 - 50, share: 50 };
    const formatsTop = sectionTitle(doc, texts.sections.formats, MARGIN, y, half);
    const platformsTop = sectionTitle(doc, texts.sections.platforms, MARGIN + half + 24, y, half);
    const formatsEnd = drawShareBars(doc, facts.formats, { x: MARGIN, ...mix }, formatsTop);
    const platformsEnd = drawShareBars(doc, facts.platforms, { x: MARGIN + half + 24, ...mix }, platformsTop);
    y = Math.max(formatsEnd, platformsEnd) + 24;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    cell(doc, texts.notes.shareOfVoice, MARGIN, y, WIDTH, 'left');
    cell(doc, texts.notes.spend, MARGIN, y + 12, WIDTH, 'left');
    y += 36;
  }
  doc.rect(MARGIN, y, WIDTH, 44).fill('#1f3a5f');
  doc.link(MARGIN, y, WIDTH, 44, signUpUrl);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#ffffff');
  cell(doc, texts.signUp, MARGIN + 10, y + 9, WIDTH - 20, 'left');
  doc.font('Helvetica').fontSize(10);
  cell(doc, signUpUrl, MARGIN + 10, y + 24, WIDTH - 20, 'left');
  return finish();
}
