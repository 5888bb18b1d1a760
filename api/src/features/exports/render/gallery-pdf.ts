import type { Campaign } from 'shared-contracts';
import SVGtoPDF from 'svg-to-pdfkit';
import type { ReportTexts } from '../reports/report-texts';
import { drawHeading, startPdf, type PdfDocument } from './pdf';

export interface GalleryCard {
  campaign: Campaign;
  /** The creative (or its screenshot) as SVG; null draws a described placeholder. */
  svg: string | null;
}

const GAP = 16;
const IMAGE_RATIO = 250 / 300;
const TEXT_HEIGHT = 84;

function formatNumber(value: number | null): string {
  return value === null ? 'N/A' : value.toLocaleString('de-DE', { maximumFractionDigits: 2 });
}

/** The words a card and the page use, in the export's language. */
type GalleryTexts = Pick<ReportTexts, 'headers' | 'gallery'>;

function drawImage(
  doc: PdfDocument,
  card: GalleryCard,
  placeholder: GalleryTexts['gallery']['placeholder'],
  box: { x: number; y: number; width: number; height: number },
): void {
  const { x, y, width, height } = box;
  if (card.svg) {
    SVGtoPDF(doc, card.svg, x, y, {
      width,
      height,
      preserveAspectRatio: 'xMidYMid meet',
      warningCallback: () => undefined,
    });
    return;
  }
  // Media the API does not draw (a video, an outside image): a framed description instead.
  doc.rect(x, y, width, height).fillAndStroke('#eef1f5', '#c5ccd6');
  doc.fillColor('#555555').font('Helvetica').fontSize(9);
  doc.text(placeholder(card.campaign.style), x + 10, y + height / 2 - 14, { width: width - 20, align: 'center' });
  doc.text(card.campaign.creativity, x + 10, y + height / 2, {
    width: width - 20,
    align: 'center',
    height: 24,
    ellipsis: true,
  });
}

function drawCard(doc: PdfDocument, card: GalleryCard, texts: GalleryTexts, x: number, y: number, width: number): void {
  const imageHeight = width * IMAGE_RATIO;
  drawImage(doc, card, texts.gallery.placeholder, { x, y, width, height: imageHeight });
  const { headers } = texts;
  const c = card.campaign;
  let textY = y + imageHeight + 6;
  const line = (text: string, bold = false, size = 8.5) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor('#111111');
    doc.text(text, x, textY, { width, height: size + 3, ellipsis: true, lineBreak: false });
    textY += size + 4;
  };
  line(c.advertiser, true, 10.5);
  line(`${c.product} · ${c.industry}`);
  line(`${c.platform} · ${c.format} · ${c.category}`);
  line(`${headers.spots}: ${formatNumber(c.spots)}   ${headers.pViewability}: ${formatNumber(c.pViewability)}`);
  line(`${headers.lastSeen}: ${c.lastSeen}, ${c.lastSeenDate}`);
  line(c.lastSeenUrl);
}

/** The gallery page as a PDF: two cards a row, each with its picture and its text. */
export async function renderGalleryPdf(
  title: string,
  context: readonly string[],
  cards: readonly GalleryCard[],
  texts: GalleryTexts,
): Promise<Uint8Array> {
  const { doc, finish } = startPdf({ title, layout: 'portrait' });
  drawHeading(doc, title, context);
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right - GAP) / 2;
  const cardHeight = width * IMAGE_RATIO + TEXT_HEIGHT;
  let y = doc.y;
  if (cards.length === 0) doc.font('Helvetica').fontSize(11).text(texts.gallery.noCampaigns);
  cards.forEach((card, index) => {
    const column = index % 2;
    if (column === 0 && index > 0) y += cardHeight + GAP;
    if (column === 0 && y + cardHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    drawCard(doc, card, texts, left + column * (width + GAP), y, width);
  });
  return finish();
}
