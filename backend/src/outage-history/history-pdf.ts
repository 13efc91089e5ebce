import { warsawDateTime } from '@portal/domain';
import { KIND_LABELS } from './address-history';
import type { ClassYearFigures } from './interruption-time';
import type { AddressYearExport } from './history-export.model';
import { HISTORY_NOTICE, hoursPl, LEGAL_BASIS } from './history-texts';
import { A4, SimplePdf, wrapText, type FontName } from './pdf/simple-pdf';

const MARGIN = 48;
const BOTTOM = A4.height - 56;
const WIDTH = A4.width - 2 * MARGIN;
/** Table columns: x offset and width (points). */
const COLUMNS = [
  { title: 'Rodzaj', width: 92 },
  { title: 'Początek', width: 82 },
  { title: 'Koniec', width: 82 },
  { title: 'Czas (h)', width: 50 },
  { title: 'Przyczyna', width: WIDTH - 306 },
];

/** Writes top to bottom, starting a new page when the next block would not fit. */
class Cursor {
  y = MARGIN;
  constructor(readonly pdf: SimplePdf) {}

  need(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.pdf.addPage();
    this.y = MARGIN;
  }

  paragraph(text: string, size = 9, font: FontName = 'regular', gap = 4): void {
    for (const line of wrapText(text, WIDTH, size, font)) {
      this.need(size * 1.35);
      this.y += size * 1.35;
      this.pdf.text(MARGIN, this.y, line, size, font);
    }
    this.y += gap;
  }
}

function table(c: Cursor, x: AddressYearExport): void {
  const header = () => {
    c.need(20);
    c.pdf.rect(MARGIN, c.y, WIDTH, 16, 0.9);
    let left = MARGIN + 3;
    for (const col of COLUMNS) {
      c.pdf.text(left, c.y + 11.5, col.title, 8.5, 'bold');
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
    const wrapped = cells.map((text, i) => wrapText(text, COLUMNS[i].width - 6, 8.5));
    const height = Math.max(...wrapped.map((l) => l.length)) * 11 + 4;
    if (c.y + height > BOTTOM) {
      c.pdf.addPage();
      c.y = MARGIN;
      header();
    }
    let left = MARGIN + 3;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, k) => c.pdf.text(left, c.y + 11 + k * 11, line, 8.5));
      left += COLUMNS[i].width;
    });
    c.y += height;
    c.pdf.line(MARGIN, c.y, MARGIN + WIDTH, c.y, 0.3, 0.7);
  }
  c.y += 8;
}

/** A bar of the year's hours against the limit, the limit drawn as a vertical line (the page's bars in print). */
function bar(c: Cursor, label: string, f: ClassYearFigures): void {
  c.need(40);
  const scale = Math.max(f.hours, f.limitHours) * 1.15;
  const barWidth = WIDTH - 160;
  c.pdf.text(MARGIN, c.y + 11, label, 9, 'bold');
  c.pdf.rect(MARGIN + 160, c.y + 2, barWidth, 12, 0.93);
  c.pdf.rect(MARGIN + 160, c.y + 2, (barWidth * f.hours) / scale, 12, f.exceeded ? 0.25 : 0.55);
  const limitX = MARGIN + 160 + (barWidth * f.limitHours) / scale;
  c.pdf.line(limitX, c.y - 2, limitX, c.y + 18, 1.5, 0);
  c.pdf.text(
    MARGIN + 160,
    c.y + 27,
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
export function buildHistoryPdf(x: AddressYearExport, operatorName: string): Buffer {
  const pdf = new SimplePdf({ title: `Historia wyłączeń ${x.year} – ${x.address}`, author: operatorName, lang: 'pl-PL' });
  const c = new Cursor(pdf);
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
  return pdf.build();
}
