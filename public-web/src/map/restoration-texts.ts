// How a failure's restoration progress reads on the address card, in the info window and in the list (docs/map.md
// "Restoration progress"): the crew's status, the estimated end with its confidence — or, once that time has passed
// while the power is still off, that a new estimate is awaited — the customers, and how often the estimate moved.
// Loaded with the card, the list and the info window's rows, never with the map's first paint (docs/performance.md).
import { estimateExpired, warsawDay, warsawTime, type CrewStatus, type EndConfidence, type PlannedOutcome } from '@portal/domain';
import { formatDateTime } from '../i18n/dates';
import { t } from '../i18n/i18n';
import type { InfoDetails } from './event-details';
import { mapTexts } from './map-texts';

/** What these texts need of a feed item or an address-card entry. */
export interface Restoration {
  type: string;
  end: string | null;
  crewStatus?: CrewStatus | null;
  endConfidence?: EndConfidence | null;
  customersAffected?: number | null;
  customersRestored?: number | null;
  /** A planned outage's plan against fact, once known. */
  outcome?: PlannedOutcome | null;
}

export interface EndChange {
  previousEnd: string | null;
  newEnd: string | null;
  changedAt: string;
}

// The public site's words for the domain's restoration labels (packages/domain/src/restoration.ts keeps the Polish ones
// for the server and the back office), in the area loaded with the card, the list and the marker layer.
export const restorationTexts = {
  get crew() {
    return t('map.restoration.crew');
  },
  get customers() {
    return t('map.restoration.customers');
  },
  get expired() {
    return t('map.restoration.expired');
  },
  get noEnd() {
    return t('map.info.noEnd');
  },
  crewStatus: (status: CrewStatus) => t(`map.restoration.crew${status}`),
  confidence: (confidence: EndConfidence) => t(`map.restoration.confidence${confidence}`),
  /** '7360 (zasilanie wróciło u 2453)': both counts given; restored never above affected (the API refuses it). */
  customersCount: (affected: number, restored: number | null) => t('map.restoration.customersCount', { affected, restored: restored ?? 0 }),
  /** 'Przewidywany koniec przesunięto 2 razy (pierwotnie 14:00)'. */
  moved: (count: number, original: string) => t('map.restoration.moved', { count, original }),
  /** 'z 14:00 na 16:00 (zmiana o 13:05)'; an estimate withdrawn is 'brak'. */
  change: (from: string, to: string, at: string) => t('map.restoration.change', { from, to, at }),
  get withdrawn() {
    return t('map.restoration.withdrawn');
  },
  /** A planned outage's plan against fact: 'Przebieg: skrócone'. */
  get outcome() {
    return t('map.restoration.outcome');
  },
  outcomes: (outcome: PlannedOutcome) => t(`map.restoration.outcome${outcome}`),
};

/** '14:00' today (Warsaw), '29.11.2026 14:00' on another day: the card reads the time of day first. */
export function shortWhen(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  return warsawDay(date) === warsawDay(new Date(now)) ? warsawTime(date) : formatDateTime(iso);
}

/**
 * The estimated end as shown: its time with the confidence ('28.11.2026 14:00 (szacunek wstępny)'), 'Brak informacji'
 * when unknown, and never a time already past while the failure goes on (RESTORATION_TEXTS.expired).
 */
export function endText(item: Restoration, now: number = Date.now()): string {
  if (!item.end) return restorationTexts.noEnd;
  if (estimateExpired(item, now)) return restorationTexts.expired;
  const time = formatDateTime(item.end);
  return item.endConfidence ? `${time} (${restorationTexts.confidence(item.endConfidence)})` : time;
}

/** The crew's status and the customers, those the outage-management system gave; a planned outage's outcome once known. */
export function progressRows(item: Restoration): Array<{ label: string; value: string }> {
  const rows: Array<{ label: string; value: string }> = [];
  if (item.outcome) rows.push({ label: restorationTexts.outcome, value: restorationTexts.outcomes(item.outcome) });
  if (item.crewStatus) rows.push({ label: restorationTexts.crew, value: restorationTexts.crewStatus(item.crewStatus) });
  if (item.customersAffected != null)
    rows.push({ label: restorationTexts.customers, value: restorationTexts.customersCount(item.customersAffected, item.customersRestored ?? null) });
  return rows;
}

/**
 * How the estimate moved: a move is a change from a known end (a first estimate after none is not a move). Null when it
 * never moved; else the summary sentence and one line per move, oldest first.
 */
export function endHistory(changes: readonly EndChange[], now: number = Date.now()): { summary: string; moves: string[] } | null {
  const moves = changes.filter((c): c is EndChange & { previousEnd: string } => c.previousEnd !== null);
  if (!moves.length) return null;
  return {
    summary: restorationTexts.moved(moves.length, shortWhen(moves[0].previousEnd, now)),
    moves: moves.map((c) =>
      restorationTexts.change(shortWhen(c.previousEnd, now), c.newEnd ? shortWhen(c.newEnd, now) : restorationTexts.withdrawn, shortWhen(c.changedAt, now)),
    ),
  };
}

/**
 * An outage's info-window details with its restoration progress: the estimated end as endText says it (an expired
 * estimate is not shown as current), then the crew's status and the customers.
 */
export function withProgress(details: InfoDetails, item: Restoration, now: number = Date.now()): InfoDetails {
  if (item.type === 'PLANNED') return { ...details, rows: [...details.rows, ...progressRows(item)] };
  const rows = details.rows.flatMap((row) =>
    row.label === mapTexts.info.end ? [{ label: row.label, value: endText(item, now) }, ...progressRows(item)] : [row],
  );
  return { ...details, rows };
}
