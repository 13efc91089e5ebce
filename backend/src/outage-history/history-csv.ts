import { csvFile, csvRow } from '../common/csv';
import { warsawDateTime } from '@portal/domain';
import { KIND_LABELS } from './address-history';
import type { AddressYearExport } from './history-export.model';
import { HISTORY_NOTICE, hoursPl } from './history-texts';

const row = csvRow;

/** The year's log for Polish Excel (common/csv.ts): hours with a decimal comma, times in Warsaw time. */
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
  return csvFile(lines);
}
