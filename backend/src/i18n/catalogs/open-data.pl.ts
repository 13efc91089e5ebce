import { CREW_STATUS_LABELS, END_CONFIDENCE_LABELS, PLANNED_OUTCOME_LABELS, RESTORATION_TEXTS } from '@portal/domain';

/**
 * The open data's texts (CAP, Atom, GeoJSON labels) in Polish: the source. The restoration labels are the public
 * map's own (packages/domain restoration.ts), so the feeds and the map say the same. Staff-written text (a cause, a
 * scope of work) is put in as written, in every language.
 */
export const OPEN_DATA_PL: Readonly<Record<string, string>> = {
  'open.kind.failure': 'Awaria',
  'open.kind.extensive-failure': 'Rozległa awaria sieci',
  'open.kind.planned-outage': 'Planowane wyłączenie prądu',
  'open.place.more': '{streets} i {rest, plural, one {# inna ulica} few {# inne ulice} many {# innych ulic} other {# innej ulicy}}',
  'open.place.count': '{count, plural, one {# adres} few {# adresy} many {# adresów} other {# adresu}}',
  'open.place.area': 'obszar na mapie',
  'open.time.from': 'od {start}',
  'open.addresses.count': 'Liczba adresów: {count}.',
  'open.addresses.list': 'Adresy ({count}): {list}{more, plural, =0 {} other { i # innych}}.',
  'open.crew': `${RESTORATION_TEXTS.crew}: {label}.`,
  'open.crew.NONE': CREW_STATUS_LABELS.NONE,
  'open.crew.ASSIGNED': CREW_STATUS_LABELS.ASSIGNED,
  'open.crew.EN_ROUTE': CREW_STATUS_LABELS.EN_ROUTE,
  'open.crew.ON_SITE': CREW_STATUS_LABELS.ON_SITE,
  'open.crew.RESTORING': CREW_STATUS_LABELS.RESTORING,
  'open.endConfidence': 'Przewidywany koniec: {label}.',
  'open.endConfidence.HIGH': END_CONFIDENCE_LABELS.HIGH,
  'open.endConfidence.LOW': END_CONFIDENCE_LABELS.LOW,
  'open.customers': `${RESTORATION_TEXTS.customers}: {affected}{restored, select, none {} other { (zasilanie wróciło u {restored})}}.`,
  'open.gone.ENDED': 'Zdarzenie zakończyło się; ostrzeżenie jest nieaktualne.',
  'open.gone.CANCELLED': 'Wyłączenie zostało odwołane; ostrzeżenie jest nieaktualne.',
  'open.term': 'Termin: {when}.',
  'open.outcome': 'Przebieg: {label}.',
  'open.outcome.AS_PLANNED': PLANNED_OUTCOME_LABELS.AS_PLANNED,
  'open.outcome.SHORTENED': PLANNED_OUTCOME_LABELS.SHORTENED,
  'open.outcome.EXTENDED': PLANNED_OUTCOME_LABELS.EXTENDED,
  'open.outcome.CANCELLED': PLANNED_OUTCOME_LABELS.CANCELLED,
  'open.cause': 'Przyczyna: {text}.',
  'open.scope': 'Zakres prac: {text}.',
  'open.description': 'Opis: {text}.',
  'open.headline': '{stale, select, yes {Nieaktualne: } other {}}{event}: {place}',
};
