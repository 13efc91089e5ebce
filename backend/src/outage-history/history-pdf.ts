import PDFDocument from 'pdfkit';
import { warsawDateTime } from '@portal/domain';
import { KIND_LABELS } from './address-history';
import type { ClassYearFigures } from './interruption-time';
import type { AddressYearExport } from './history-export.model';
import { HISTORY_NOTICE, hoursPl, LEGAL_BASIS } from './history-texts';

/**
 * The year's log as a PDF, written with pdfkit. The text is set in DejaVu Sans (the `dejavu-fonts-ttf` package),
 * embedded and subset: it has every Polish and Ukrainian letter, so the document reads the same in any viewer, and a
 * later Ukrainian or English version needs no other font.
 */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
type FontName = keyof typeof FONTS;

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const BOTTOM = A4.height - 56;
const WIDTH = A4.width - 2 * MARGIN;
const CELL_PADDING = 3;
const COLUMNS = [
  { title: 'Rodzaj', width: 92 },
  { title: 'Początek', width: 82 },
  { title: 'Koniec', width: 82 },
  { title: 'Czas (h)', width: 50 },
  { title: 'Przyczyna', width: WIDTH - 306 },
];
const gray = (level: number) => Math.round(level * 255);

/** Writes top to bottom, starting a new page when the next block would not fit (pdfkit's own flow is not used, so a
 * table row is never split across pages). */
class Cursor {
  y = MARGIN;
  constructor(readonly doc: PDFKit.PDFDocument) {}

  need(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  height(text: string, size: number, font: FontName, width: number): number {
    return this.doc
      .font(font)
      .fontSize(size)
      .heightOfString(text, { width, lineGap: size * 0.35 });
  }

  /** Text at (x, y), wrapped within `width` (by default up to the right margin). */
  text(x: number, y: number, text: string, size: number, font: FontName = 'regular', width = A4.width - MARGIN - x): void {
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor('black')
      .text(text, x, y, { width, lineGap: size * 0.35 });
  }

  paragraph(text: string, size = 9, font: FontName = 'regular', gap = 4): void {
    const height = this.height(text, size, font, WIDTH);
    this.need(Math.min(height, BOTTOM - MARGIN));
    this.text(MARGIN, this.y, text, size, font, WIDTH);
    this.y += height + gap;
  }

  rect(x: number, y: number, width: number, height: number, fillGray: number): void {
    const g = gray(fillGray);
    this.doc.rect(x, y, width, height).fill([g, g, g]);
  }

  line(x1: number, y1: number, x2: number, y2: number, width: number, strokeGray: number): void {
    const g = gray(strokeGray);
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke([g, g, g]);
  }
}

function table(c: Cursor, x: AddressYearExport): void {
  const header = () => {
    c.need(20);
    c.rect(MARGIN, c.y, WIDTH, 16, 0.9);
    let left = MARGIN + CELL_PADDING;
    for (const col of COLUMNS) {
      c.text(left, c.y + 4, col.title, 8.5, 'bold');
      left += col.width;
    }
    c.y += 16;
  };
  header();
  if (!x.entries.length) {
    c.paragraph(`Portal nie odnotował przerw pod tym adresem w ${x.year} r.`, 9, 'regular', 6);
    return;
  }
  for (const e of x.entries) {
    const cells = [KIND_LABELS[e.kind], warsawDateTime(e.start), e.end ? warsawDateTime(e.end) : 'trwa', hoursPl(e.hours), e.cause];
    const height = Math.max(...cells.map((text, i) => c.height(text, 8.5, 'regular', COLUMNS[i].width - 2 * CELL_PADDING))) + 6;
    if (c.need(height)) header();
    let left = MARGIN + CELL_PADDING;
    cells.forEach((text, i) => {
      c.text(left, c.y + 3, text, 8.5, 'regular', COLUMNS[i].width - 2 * CELL_PADDING);
      left += COLUMNS[i].width;
    });
    c.y += height;
    c.line(MARGIN, c.y, MARGIN + WIDTH, c.y, 0.3, 0.7);
  }
  c.y += 8;
}

/** A bar of the year's hours against the limit, the limit drawn as a vertical line (the page's bars in print). */
function bar(c: Cursor, label: string, f: ClassYearFigures): void {
  c.need(40);
  const scale = Math.max(f.hours, f.limitHours) * 1.15;
  const barWidth = WIDTH - 160;
  c.text(MARGIN, c.y + 2, label, 9, 'bold');
  c.rect(MARGIN + 160, c.y + 2, barWidth, 12, 0.93);
  c.rect(MARGIN + 160, c.y + 2, (barWidth * f.hours) / scale, 12, f.exceeded ? 0.25 : 0.55);
  const limitX = MARGIN + 160 + (barWidth * f.limitHours) / scale;
  c.line(limitX, c.y - 2, limitX, c.y + 18, 1.5, 0);
  c.text(
    MARGIN + 160,
    c.y + 19,
    `${hoursPl(f.hours)} h z ${f.limitHours} h dopuszczalnych w roku${f.exceeded ? ` – limit przekroczony o ${hoursPl(f.excessHours)} h` : ''}`,
    8.5,
  );
  c.y += 36;
  for (const l of f.longInterruptions) {
    c.paragraph(
      `Przerwa ponad ${f.singleLimitHours} h: ${warsawDateTime(l.start)} – ${l.running ? 'trwa' : warsawDateTime(l.end)}, ${hoursPl(l.hours)} h (o ${hoursPl(l.excessHours)} h ponad limit jednej przerwy)`,
      8.5,
      'regular',
      2,
    );
  }
  c.y += 4;
}

/** The year's log in Polish for a complaint or a call to the call centre: the address, the table, the totals, the law. */
export function buildHistoryPdf(x: AddressYearExport, operatorName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    // The cursor decides where pages break; pdfkit's own break, at its bottom margin, stays below the cursor's.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    lang: 'pl-PL',
    displayTitle: true,
    info: { Title: `Historia wyłączeń ${x.year} – ${x.address}`, Author: operatorName },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c = new Cursor(doc);
  c.paragraph(`Historia wyłączeń – rok ${x.year}`, 16, 'bold', 6);
  c.paragraph(`Adres: ${x.address}`, 10.5, 'bold', 2);
  c.paragraph(
    `Historia prowadzona od ${warsawDateTime(x.since)}. Stan na ${warsawDateTime(x.computedAt)}. Godziny w czasie warszawskim; przerwy trwające liczone do tej chwili; nakładające się przerwy liczone raz.`,
    8.5,
    'regular',
    4,
  );
  c.paragraph(HISTORY_NOTICE, 8.5, 'bold', 10);
  table(c, x);
  c.paragraph('Podsumowanie roku', 12, 'bold', 6);
  bar(c, 'Wyłączenia planowane', x.planned);
  bar(c, 'Wyłączenia nieplanowane', x.unplanned);
  c.paragraph(LEGAL_BASIS.limits, 8.5, 'regular', 4);
  if (x.planned.exceeded || x.unplanned.exceeded || x.planned.longInterruptions.length || x.unplanned.longInterruptions.length) {
    c.paragraph('Przekroczono dopuszczalny czas przerw: może przysługiwać bonifikata.', 10, 'bold', 2);
    c.paragraph(LEGAL_BASIS.discount, 8.5, 'regular', 4);
  }
  c.paragraph(operatorName, 8.5, 'regular', 0);
  doc.end();
  return done;
}
