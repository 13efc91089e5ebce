import { EXTRA_GLYPHS, HELVETICA, HELVETICA_BOLD } from './core-font-metrics';

/**
 * A small PDF 1.4 writer for one-table documents: text in Helvetica and Helvetica-Bold, lines and filled rectangles,
 * A4 pages. Why not a library: the backend has none, and this document needs no more than this (docs/decisions.md
 * "Outage history PDF without a PDF library"). Polish letters: the core fonts carry them (Adobe's Standard Latin set),
 * reached through an encoding whose /Differences put them on codes 128–149; nothing is embedded, the file stays a
 * few kilobytes and every reader shows it. Characters outside that set print as '?'.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
const FIRST_EXTRA_CODE = 128;
const CODE_OF = new Map<string, number>(EXTRA_GLYPHS.map(([ch], i) => [ch, FIRST_EXTRA_CODE + i]));

export type FontName = 'regular' | 'bold';
const METRICS = { regular: HELVETICA, bold: HELVETICA_BOLD };

/** The single-byte code of a character in our encoding; '?' for what the fonts do not have. */
function codeOf(ch: string): number {
  const c = ch.codePointAt(0)!;
  if (c >= 32 && c <= 126) return c;
  const nbsp = ch === '\u00a0' ? 32 : undefined;
  return nbsp ?? CODE_OF.get(ch) ?? 63;
}

/** Width of a text in points at a font size. */
export function textWidth(text: string, size: number, font: FontName = 'regular'): number {
  const m = METRICS[font];
  let units = 0;
  for (const ch of text) {
    const code = codeOf(ch);
    units += code < 128 ? m.ascii[code - 32] : m.extra[code - FIRST_EXTRA_CODE];
  }
  return (units * size) / 1000;
}

/** Splits a text into lines no wider than `width`, at spaces (a word longer than a line is cut). */
export function wrapText(text: string, width: number, size: number, font: FontName = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, font) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, font) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, font) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in our encoding: bytes, with ( ) \ escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = codeOf(ch);
    if (code === 40 || code === 41 || code === 92) out += `\\${String.fromCharCode(code)}`;
    else if (code >= 128) out += `\\${code.toString(8)}`;
    else out += String.fromCharCode(code);
  }
  return `(${out})`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export class SimplePdf {
  private readonly pages: string[][] = [];

  constructor(private readonly info: { title: string; author: string; lang: string }) {
    this.addPage();
  }

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(): void {
    this.pages.push([]);
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1];
  }

  /** Text with its baseline at (x, y) from the page's top-left corner. */
  text(x: number, y: number, text: string, size = 10, font: FontName = 'regular'): void {
    this.ops.push(`BT /${font === 'bold' ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(A4.height - y)} Td ${pdfString(text)} Tj ET`);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, grey = 0): void {
    this.ops.push(`${num(grey)} G ${num(width)} w ${num(x1)} ${num(A4.height - y1)} m ${num(x2)} ${num(A4.height - y2)} l S`);
  }

  /** A filled rectangle, top-left at (x, y); grey 0 (black) – 1 (white). */
  rect(x: number, y: number, w: number, h: number, grey: number): void {
    this.ops.push(`${num(grey)} g ${num(x)} ${num(A4.height - y - h)} ${num(w)} ${num(h)} re f 0 g`);
  }

  /** The file: objects, cross-reference table with exact byte offsets, trailer. */
  build(): Buffer {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    const catalog = add('');
    const pagesId = add('');
    const differences = `[${FIRST_EXTRA_CODE} ${EXTRA_GLYPHS.map(([, name]) => `/${name}`).join(' ')}]`;
    const encoding = add(`<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >>`);
    const f1 = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} 0 R >>`);
    const f2 = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} 0 R >>`);
    const pageIds: number[] = [];
    for (const ops of this.pages) {
      const content = ops.join('\n');
      const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${stream} 0 R >>`,
        ),
      );
    }
    objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang ${pdfString(this.info.lang)} /ViewerPreferences << /DisplayDocTitle true >> >>`;
    const infoId = add(`<< /Title ${utf16String(this.info.title)} /Author ${utf16String(this.info.author)} /Producer (Portal awarii i wylaczen) >>`);

    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((obj, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}

/** Document information strings in UTF-16BE with a BOM, so the title keeps its Polish letters. */
function utf16String(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex')}>`;
}
