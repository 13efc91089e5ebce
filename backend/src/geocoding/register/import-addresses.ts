import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { AddressRecord } from './address-record';
import { CsvProblem, detectDelimiter, readAddressCsv } from './address-csv.reader';
import { AddressRegisterRepository } from './address-register.repository';

export interface ImportSummary {
  /** Data rows read (the header not counted). */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows refused; `problems` lists the first MAX_LISTED_PROBLEMS of them. */
  skipped: number;
  problems: CsvProblem[];
  /** Streets left without any point after the import, removed. */
  streetsRemoved: number;
}

export const IMPORT_BATCH_SIZE = 2000;
export const MAX_LISTED_PROBLEMS = 1000;

/**
 * Loads an address CSV (docs/geocoding.md) into the register: new points are added, known ones (same id) updated,
 * refused rows reported with their line numbers and skipped. One transaction per batch, so a large file does not
 * hold one long transaction; running the file again is safe at any point.
 */
export async function importAddressCsv(
  dataSource: DataSource,
  file: string,
  options: { batchSize?: number; onProgress?: (summary: ImportSummary) => void } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { rows: 0, inserted: 0, updated: 0, unchanged: 0, skipped: 0, problems: [], streetsRemoved: 0 };
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  let batch: AddressRecord[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const records = batch;
    batch = [];
    const counts = await dataSource.transaction((em) => new AddressRegisterRepository(em).upsert(records));
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    options.onProgress?.(summary);
  };

  for await (const row of readAddressCsv(createReadStream(file), detectDelimiter(firstLine(file)))) {
    summary.rows++;
    if ('record' in row) {
      batch.push(row.record);
      if (batch.length >= batchSize) await flush();
    } else {
      summary.skipped++;
      if (summary.problems.length < MAX_LISTED_PROBLEMS) summary.problems.push({ line: row.line, message: row.problem });
    }
  }
  await flush();
  summary.streetsRemoved = await new AddressRegisterRepository(dataSource.manager).deleteEmptyStreets();
  // A repeated id inside one batch counts once; count it as unchanged so the numbers add up to the rows read.
  summary.unchanged = summary.rows - summary.skipped - summary.inserted - summary.updated;
  return summary;
}

function firstLine(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, read).toString('utf8').split(/\r?\n/, 1)[0];
  } finally {
    closeSync(fd);
  }
}
