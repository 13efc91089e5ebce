import {
  CREW_STATUS_LABELS,
  customersText,
  END_CONFIDENCE_LABELS,
  PLANNED_OUTCOME_LABELS,
  RESTORATION_TEXTS,
  warsawDateTime,
  warsawTime,
  warsawDay,
} from '@portal/domain';
import type { OpenItem } from './open-item';

/** Polish texts of the Atom and CAP feeds, from one place so both say the same. */
export const KIND_NAME: Record<OpenItem['kind'], string> = {
  failure: 'Awaria',
  'extensive-failure': 'Rozległa awaria sieci',
  'planned-outage': 'Planowane wyłączenie prądu',
};

/** 'ul. Puławska, ul. Wołoska i 3 inne ulice': the streets of the addresses, the first three named. */
export function placeOf(item: Pick<OpenItem, 'addresses' | 'addressesCount'>): string {
  const streets = [...new Set(item.addresses.map((a) => a.replace(/\s+\S*\d\S*$/, '').trim()).filter(Boolean))];
  if (!streets.length) return item.addressesCount ? `${item.addressesCount} adresów` : 'obszar na mapie';
  const rest = streets.length - 3;
  return rest > 0 ? `${streets.slice(0, 3).join(', ')} i ${rest} ${rest === 1 ? 'inna ulica' : 'inne ulice'}` : streets.join(', ');
}

/** '25.11.2026 08:00–14:00', '25.11.2026 22:00 – 26.11.2026 04:00', 'od 25.11.2026 08:00' (end unknown). */
export function timeRange(start: string, end: string | null): string {
  const s = new Date(start);
  if (!end) return `od ${warsawDateTime(s)}`;
  const e = new Date(end);
  return warsawDay(s) === warsawDay(e) ? `${warsawDateTime(s)}–${warsawTime(e)}` : `${warsawDateTime(s)} – ${warsawDateTime(e)}`;
}

/**
 * 'Adresy (12): ul. X 1, ul. Y 2, …' — all of those kept with the item; 'Liczba adresów: 1840.' when the
 * outage-management system gave a count but no list (an extensive failure usually does); nothing when neither is known.
 */
export function addressesText(item: Pick<OpenItem, 'addresses' | 'addressesCount'>): string {
  if (!item.addresses.length) return item.addressesCount ? `Liczba adresów: ${item.addressesCount}.` : '';
  const more = item.addressesCount - item.addresses.length;
  return `Adresy (${item.addressesCount}): ${item.addresses.join(', ')}${more > 0 ? ` i ${more} innych` : ''}.`;
}

/**
 * 'Stan prac: Ekipa na miejscu. Przewidywany koniec: szacunek wstępny. Odbiorcy bez zasilania: 120 (zasilanie wróciło
 * u 45).' — the parts that are known; '' for a planned outage or when the outage-management system said nothing.
 */
export function restorationText(item: Pick<OpenItem, 'crewStatus' | 'endConfidence' | 'customersAffected' | 'customersRestored'>): string {
  return [
    item.crewStatus ? `${RESTORATION_TEXTS.crew}: ${CREW_STATUS_LABELS[item.crewStatus]}.` : '',
    item.endConfidence ? `Przewidywany koniec: ${END_CONFIDENCE_LABELS[item.endConfidence]}.` : '',
    item.customersAffected != null ? `${RESTORATION_TEXTS.customers}: ${customersText(item.customersAffected, item.customersRestored ?? null)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Przebieg: skrócone.' — a planned outage's plan against fact once known; '' otherwise. */
export function outcomeText(item: Pick<OpenItem, 'outcome'>): string {
  return item.outcome ? `Przebieg: ${PLANNED_OUTCOME_LABELS[item.outcome]}.` : '';
}
