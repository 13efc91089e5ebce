import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { withDatabase } from '../database/with-database';
import { CsvHeaderError } from './register/address-csv.reader';
import { importAddressCsv, MAX_LISTED_PROBLEMS } from './register/import-addresses';

/**
 * npm run import:addresses -- FILE.csv: loads address points into the register (docs/geocoding.md), on
 * DATABASE_URL or the embedded database. Exit code 0: every row loaded; 3: some rows were refused (listed with
 * their line numbers, the good ones are loaded); 1: the import failed; 2: wrong usage.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Użycie: npm run import:addresses -- PLIK.csv   (nagłówek: docs/geocoding.md)');
    return 2;
  }
  // npm runs scripts from the repository root; a path is taken as the person typed it, from where they typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(path)) {
    console.error(`Nie ma pliku ${path}`);
    return 2;
  }
  return withDatabase(config, async (dataSource) => {
    let shown = 0;
    const summary = await importAddressCsv(dataSource, path, {
      onProgress: (s) => {
        if (s.rows - shown >= 50_000) {
          shown = s.rows;
          console.log(`… ${s.rows} wierszy`);
        }
      },
    });
    for (const p of summary.problems) console.error(`wiersz ${p.line}: ${p.message}`);
    if (summary.skipped > summary.problems.length) console.error(`… i ${summary.skipped - MAX_LISTED_PROBLEMS} innych odrzuconych wierszy`);
    console.log(
      `Wczytano ${summary.rows} wierszy: dodano ${summary.inserted}, zaktualizowano ${summary.updated}, bez zmian ${summary.unchanged}, ` +
        `odrzucono ${summary.skipped}.` +
        (summary.streetsRemoved ? ` Usunięto ${summary.streetsRemoved} ulic bez punktów.` : ''),
    );
    return summary.skipped ? 3 : 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CsvHeaderError ? error.message : error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
