import { spawnSync } from 'node:child_process';
import type { ClassYearFigures } from './interruption-time';
import type { AddressYearExport } from './history-export.model';
import { buildHistoryPdf } from './history-pdf';

// Read back by an independent reader: poppler's pdfinfo and pdftotext (Debian's poppler-utils).
const poppler = (tool: string, pdf: Buffer, ...args: string[]) => {
  const out = spawnSync(tool, [...args, '-', ...(tool === 'pdftotext' ? ['-'] : [])], { input: pdf, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${tool} could not read the file: ${out.stderr}`);
  return out.stdout;
};

const figures = (hours: number): ClassYearFigures => ({
  hours,
  limitHours: 35,
  exceeded: hours > 35,
  excessHours: Math.max(0, hours - 35),
  singleLimitHours: 16,
  longInterruptions: [],
});

const yearOf = (entries: AddressYearExport['entries']): AddressYearExport =>
  ({
    year: 2026,
    id: 7,
    address: 'ul. Źródlana 5, Łódź',
    since: new Date('2026-01-01T00:00:00Z'),
    computedAt: new Date('2026-11-28T10:00:00Z'),
    entries,
    planned: figures(12),
    unplanned: figures(3),
  }) as unknown as AddressYearExport;

const entry = (i: number, cause: string) => ({
  kind: i % 2 ? 'FAILURE' : 'PLANNED',
  start: new Date(Date.UTC(2026, 0, 1 + i, 8)),
  end: new Date(Date.UTC(2026, 0, 1 + i, 10)),
  hours: 2,
  cause,
});

describe('buildHistoryPdf', () => {
  it('writes Polish and Ukrainian letters as text any reader extracts, in fonts it embeds', async () => {
    const pdf = await buildHistoryPdf(
      yearOf([entry(0, 'Zażółć gęślą jaźń'), entry(1, 'Пошкодження кабелю ґ є ї')] as never),
      'Operator Systemu Dystrybucyjnego',
    );
    const text = poppler('pdftotext', pdf, '-enc', 'UTF-8');
    expect(text).toContain('Adres: ul. Źródlana 5, Łódź');
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Пошкодження кабелю ґ є ї');
    expect(poppler('pdfinfo', pdf)).toMatch(/Title:\s+Historia wyłączeń 2026 – ul\. Źródlana 5, Łódź/);
  });

  it('breaks a long year over pages, repeating the table header and never splitting or losing a row', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => entry(i, `Przyczyna numer ${i + 1}, opisana na tyle długo, że zajmuje w kolumnie dwa wiersze`));
    const pdf = await buildHistoryPdf(yearOf(rows as never), 'Operator');
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf))![1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = poppler('pdftotext', pdf, '-enc', 'UTF-8', '-layout');
    const perPage = text.split('\f').filter((page) => page.trim());
    expect(perPage).toHaveLength(pages);
    // Every page that holds rows starts its table with the header.
    for (const page of perPage.filter((p) => /Przyczyna numer/.test(p))) expect(page).toMatch(/Rodzaj\s+Początek\s+Koniec\s+Czas \(h\)\s+Przyczyna/);
    for (let i = 1; i <= 90; i++) expect(text).toMatch(new RegExp(`Przyczyna numer ${i},`));
  });
});
