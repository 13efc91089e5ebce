import { PLANNED_OUTCOME_TOLERANCE_MS } from '@portal/domain';
import type { LimitKind } from './statistics-api';

const MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];
const minutes = (m: number) => `${Math.abs(m).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} min`;

/** Texts of /public/statystyki (docs/statistics.md). */
export const statisticsTexts = {
  title: 'Statystyki: jak dotrzymujemy terminów',
  intro:
    'Co miesiąc pokazujemy, jak trafne były podawane przez nas czasy usunięcia awarii, czy planowane wyłączenia odbyły się w zapowiadanych godzinach i ile obserwowanych adresów przekroczyło dopuszczalny czas przerw w roku. Liczby pochodzą wyłącznie z zapisanej historii portalu.',
  month: 'Miesiąc',
  /** 'październik 2026' in the picker. */
  monthName: (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`,
  partial: (when: string) => `Miesiąc jeszcze trwa: liczby obejmują dane do ${when}.`,
  computedAt: (when: string) => `Stan na ${when} (czas warszawski).`,
  loadFailed: 'Nie udało się pobrać statystyk. Spróbuj ponownie za chwilę.',
  csv: 'Pobierz dane miesiąca (CSV)',
  count: 'Liczba',
  share: 'Odsetek',
  noShare: '—',
  failures: {
    title: 'Awarie: czas usunięcia a pierwszy podany termin',
    summary: (ended: number, without: number) => `Zakończonych awarii: ${ended}. Bez podanego przewidywanego czasu usunięcia: ${without}.`,
    chartCaption: 'Awarie z podanym terminem według tego, kiedy wróciło zasilanie',
    before: 'Przed pierwszym podanym terminem lub o czasie',
    within: (m: number) => `Do ${m} minut po terminie`,
    later: (m: number) => `Później niż ${m} minut po terminie`,
    noneWithEstimate: 'W tym miesiącu żadna zakończona awaria nie miała podanego terminu, więc nie ma czego porównać.',
    median: (m: number) =>
      m === 0
        ? 'Mediana różnicy: zasilanie wracało dokładnie o pierwszym podanym czasie.'
        : m > 0
          ? `Mediana różnicy: zasilanie wracało ${minutes(m)} później niż pierwszy podany czas.`
          : `Mediana różnicy: zasilanie wracało ${minutes(m)} wcześniej niż pierwszy podany czas.`,
  },
  planned: {
    title: 'Wyłączenia planowane: zapowiedź a przebieg',
    summary: (announced: number, cancelled: number) =>
      `Opublikowanych wyłączeń z zapowiadanym końcem w tym miesiącu: ${announced}, w tym odwołanych: ${cancelled}.`,
    chartCaption: `Wyłączenia z zapisanym faktycznym końcem wobec zapowiedzi (różnica do ${PLANNED_OUTCOME_TOLERANCE_MS / 60_000} minut to zgodność z planem)`,
    asPlanned: 'Zgodnie z planem',
    shortened: 'Skrócone',
    extended: 'Przedłużone',
    tableCaption: 'Wyłączenia planowane w liczbach',
    announced: 'Opublikowane',
    cancelled: 'Odwołane',
    withoutRecord: 'Bez zapisanego faktycznego przebiegu',
    noRecord: 'Dla żadnego nieodwołanego wyłączenia z tego miesiąca nie zapisano jeszcze faktycznego zakończenia, więc nie ma czego porównać z zapowiedzią.',
  },
  limits: {
    title: (year: number) => `Przerwy ponad limity w roku ${year}`,
    summary: (watched: string, year: number) => `Obserwowanych adresów: ${watched}. Liczymy przerwy od 1 stycznia ${year} do końca wybranego miesiąca.`,
    chartCaption: 'Obserwowane adresy, na których przekroczono limit',
    tableCaption: 'Adresy ponad limitami',
    limit: 'Limit',
    addresses: 'Adresy',
    kinds: {
      PLANNED_YEAR: (h: number) => `Przerwy planowane: ponad ${h} h w roku`,
      UNPLANNED_YEAR: (h: number) => `Przerwy nieplanowane (awarie): ponad ${h} h w roku`,
      PLANNED_SINGLE: (h: number) => `Jedna przerwa planowana dłuższa niż ${h} h`,
      UNPLANNED_SINGLE: (h: number) => `Jedna przerwa nieplanowana dłuższa niż ${h} h`,
    } satisfies Record<LimitKind, (h: number) => string>,
    suppressed: (k: number) => `mniej niż ${k}`,
  },
  method: {
    title: 'Jak liczymy',
    items: (grace: number, k: number) => [
      'Bierzemy pod uwagę awarie, których koniec — chwila, gdy system operatora zgłosił przywrócenie zasilania — przypada w wybranym miesiącu według czasu warszawskiego.',
      `Pierwszy podany termin to pierwszy przewidywany czas usunięcia awarii zapisany przez portal. Każda późniejsza zmiana terminu jest zapisywana, ale porównujemy z pierwszym, bo to na nim ludzie opierają swoje plany. Zasilanie przywrócone do ${grace} minut po tym terminie liczymy jako „do ${grace} minut po terminie”.`,
      'Różnica to faktyczny koniec minus pierwszy podany termin. Mediana to wartość środkowa: połowa awarii skończyła się z mniejszą różnicą, połowa z większą. Awarie bez podanego terminu liczymy osobno i nie wliczamy ich do odsetków ani mediany.',
      `Wyłączenia planowane to opublikowane wyłączenia, których zapowiadany koniec przypada w wybranym miesiącu. Odwołane to te wycofane po publikacji. Zapisane faktyczne godziny porównujemy z zapowiedzią: różnica do ${PLANNED_OUTCOME_TOLERANCE_MS / 60_000} minut to zgodność z planem; przedłużone to te, w których prądu nie było wcześniej lub dłużej, niż zapowiedziano, skrócone — krócej. Wyłączeń bez zapisanego faktycznego końca nie wliczamy do odsetków.`,
      `Limity to dopuszczalny czas przerw dla odbiorców na niskim napięciu (rozporządzenie Ministra Klimatu i Środowiska z 22 marca 2023 r.): 35 h przerw planowanych i 48 h nieplanowanych w roku, 16 h jednej przerwy planowanej i 24 h nieplanowanej. Liczymy adresy obserwowane w portalu, z przerwami, które je objęły, od początku roku do końca wybranego miesiąca; nakładające się przerwy liczymy raz.`,
      `Nie pokazujemy żadnych adresów, a liczby od 1 do ${k - 1} zastępujemy napisem „mniej niż ${k}”, by nie dało się z nich wskazać konkretnych osób.`,
      'To zapis portalu, a nie rozliczenie operatora: o bonifikacie za przekroczenie limitów decyduje operator.',
    ],
  },
} as const;
