/**
 * How the restoration of a failure or an extensive outage is going, as the outage-management system reports it
 * through the integration API (docs/integration.md "Restoration progress"): where the crew is, how sure the estimated
 * end is, and how many customers are without power and have it back. The backend validates against these lists; the
 * public site, the alerts and open data show the labels.
 */

/** The crew's progress, in order: the report is taken, a crew is assigned, on its way, on site, restoring power. */
export const CREW_STATUSES = ['NONE', 'ASSIGNED', 'EN_ROUTE', 'ON_SITE', 'RESTORING'] as const;
export type CrewStatus = (typeof CREW_STATUSES)[number];

export const CREW_STATUS_LABELS: Record<CrewStatus, string> = {
  NONE: 'Zgłoszenie przyjęte',
  ASSIGNED: 'Ekipa przydzielona',
  EN_ROUTE: 'Ekipa w drodze',
  ON_SITE: 'Ekipa na miejscu',
  RESTORING: 'Trwa przywracanie zasilania',
};

/** HIGH: the crew has seen the damage; LOW: a first guess. */
export const END_CONFIDENCES = ['HIGH', 'LOW'] as const;
export type EndConfidence = (typeof END_CONFIDENCES)[number];

export const END_CONFIDENCE_LABELS: Record<EndConfidence, string> = {
  HIGH: 'szacunek pewny',
  LOW: 'szacunek wstępny',
};

export const RESTORATION_TEXTS = {
  crew: 'Stan prac',
  customers: 'Odbiorcy bez zasilania',
  /** '45 z 120 odbiorców ma już zasilanie' is built by customersText. */
  expired: 'Szacowany czas minął — czekamy na nowy',
} as const;

/** Both counts are given; restored never above affected (the API refuses it). */
export function customersText(affected: number, restored: number | null): string {
  return restored ? `${affected} (zasilanie wróciło u ${restored})` : String(affected);
}

/**
 * An estimate whose time has passed while the outage is still on is no estimate any more: the public site shows
 * RESTORATION_TEXTS.expired instead of it. Planned outages are not estimates and never expire this way.
 */
export function estimateExpired(item: { type: string; end: string | null }, now: number = Date.now()): boolean {
  return item.type !== 'PLANNED' && !!item.end && Date.parse(item.end) < now;
}
