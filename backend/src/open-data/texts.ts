import { DEFAULT_LANGUAGE, type Language, warsawDateTime, warsawTime, warsawDay } from '@portal/domain';
import { translate } from '../i18n/i18n';
import type { OpenItem } from './open-item';

/**
 * The texts of the Atom and CAP feeds and the GeoJSON labels, from the server's catalogs (i18n/catalogs/open-data.*.ts)
 * so every feed says the same. Polish unless a language is given; staff-written text is never translated.
 */
export function kindName(kind: OpenItem['kind'], language: Language = DEFAULT_LANGUAGE): string {
  return translate(language, `open.kind.${kind}`);
}

/** 'ul. Puławska, ul. Wołoska i 3 inne ulice': the streets of the addresses, the first three named. */
export function placeOf(item: Pick<OpenItem, 'addresses' | 'addressesCount'>, language: Language = DEFAULT_LANGUAGE): string {
  const streets = [...new Set(item.addresses.map((a) => a.replace(/\s+\S*\d\S*$/, '').trim()).filter(Boolean))];
  if (!streets.length)
    return item.addressesCount ? translate(language, 'open.place.count', { count: item.addressesCount }) : translate(language, 'open.place.area');
  const rest = streets.length - 3;
  return rest > 0 ? translate(language, 'open.place.more', { streets: streets.slice(0, 3).join(', '), rest }) : streets.join(', ');
}

/** '25.11.2026 08:00–14:00', '25.11.2026 22:00 – 26.11.2026 04:00', 'od 25.11.2026 08:00' (end unknown). */
export function timeRange(start: string, end: string | null, language: Language = DEFAULT_LANGUAGE): string {
  const s = new Date(start);
  if (!end) return translate(language, 'open.time.from', { start: warsawDateTime(s) });
  const e = new Date(end);
  return warsawDay(s) === warsawDay(e) ? `${warsawDateTime(s)}–${warsawTime(e)}` : `${warsawDateTime(s)} – ${warsawDateTime(e)}`;
}

/**
 * 'Adresy (12): ul. X 1, ul. Y 2, …' — all of those kept with the item; 'Liczba adresów: 1840.' when the
 * outage-management system gave a count but no list (an extensive failure usually does); nothing when neither is known.
 */
export function addressesText(item: Pick<OpenItem, 'addresses' | 'addressesCount'>, language: Language = DEFAULT_LANGUAGE): string {
  if (!item.addresses.length) return item.addressesCount ? translate(language, 'open.addresses.count', { count: String(item.addressesCount) }) : '';
  const more = Math.max(0, item.addressesCount - item.addresses.length);
  return translate(language, 'open.addresses.list', { count: String(item.addressesCount), list: item.addresses.join(', '), more });
}

/**
 * 'Stan prac: Ekipa na miejscu. Przewidywany koniec: szacunek wstępny. Odbiorcy bez zasilania: 120 (zasilanie wróciło
 * u 45).' — the parts that are known; '' for a planned outage or when the outage-management system said nothing.
 */
export function restorationText(
  item: Pick<OpenItem, 'crewStatus' | 'endConfidence' | 'customersAffected' | 'customersRestored'>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = (id: string, values?: Record<string, unknown>) => translate(language, id, values);
  return [
    item.crewStatus ? t('open.crew', { label: t(`open.crew.${item.crewStatus}`) }) : '',
    item.endConfidence ? t('open.endConfidence', { label: t(`open.endConfidence.${item.endConfidence}`) }) : '',
    item.customersAffected != null
      ? t('open.customers', { affected: String(item.customersAffected), restored: item.customersRestored ? String(item.customersRestored) : 'none' })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Przebieg: skrócone.' — a planned outage's plan against fact once known; '' otherwise. */
export function outcomeText(item: Pick<OpenItem, 'outcome'>, language: Language = DEFAULT_LANGUAGE): string {
  return item.outcome ? translate(language, 'open.outcome', { label: translate(language, `open.outcome.${item.outcome}`) }) : '';
}
