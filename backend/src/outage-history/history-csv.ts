import { warsawDateTime } from '@portal/domain';
import { KIND_LABELS } from './address-history';
import type { AddressYearExport } from './history-export.model';
import { HISTORY_NOTICE, hoursPl } from './history-texts';

/** A cell Excel reads as text: quoted when needed, and a leading = + - @ (a formula) neutralised with an apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (values: string[]) => values.map(cell).join(';');

/**
 * The year's log for Polish Excel: UTF-8 with a BOM (without it Excel reads the Polish letters as Windows-1250),
 * ';' between fields (the Polish list separator, since ',' is the decimal comma), CRLF, hours with a decimal comma,
 * times in Warsaw time.
 */
export function buildHistoryCsv(x: AddressYearExport): Buffer {
  const lines = [
    row(['Historia wyłączeń', x.address, `Rok ${x.year}`]),
    row(['Adres', 'Rodzaj', 'Początek', 'Koniec', 'Czas trwania (h)', 'Przyczyna']),
    ...x.entries.map((e) => row([x.address, KIND_LABELS[e.kind], warsawDateTime(e.start), e.end ? warsawDateTime(e.end) : 'trwa', hoursPl(e.hours), e.cause])),
    '',
    row(['Podsumowanie roku', 'Godziny', 'Limit roczny (h)', 'Przekroczony', 'Przerwy ponad limit jednej przerwy']),
    row([
      'Wyłączenia planowane',
      hoursPl(x.planned.hours),
      String(x.planned.limitHours),
      x.planned.exceeded ? 'tak' : 'nie',
      `${x.planned.longInterruptions.length} (limit ${x.planned.singleLimitHours} h)`,
    ]),
    row([
      'Wyłączenia nieplanowane (awarie)',
      hoursPl(x.unplanned.hours),
      String(x.unplanned.limitHours),
      x.unplanned.exceeded ? 'tak' : 'nie',
      `${x.unplanned.longInterruptions.length} (limit ${x.unplanned.singleLimitHours} h)`,
    ]),
    '',
    row([`Stan na ${warsawDateTime(x.computedAt)} (czas warszawski); przerwy trwające liczone do tej chwili; nakładające się przerwy liczone raz.`]),
    row([HISTORY_NOTICE]),
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
