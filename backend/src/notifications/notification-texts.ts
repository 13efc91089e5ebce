import { warsawDateTime } from '@portal/domain';
import type { PushMessage } from '../push/push-message';
import { type NotificationEvent, type OutageFacts, UNPLANNED_EVENTS } from './notification.model';
import escapeHtml from 'escape-html';

/**
 * The texts of the alerts. SMS rule: one message of at most 160 GSM-7 characters — Polish letters would switch
 * the message to UCS-2 and its limit to 70, so SMS text is written without diacritics ('wylaczenie'), times as
 * 'dd.MM HH:mm' Warsaw time, and the address is shortened when the whole would not fit. E-mails carry the full
 * text, the operator's name and the link that switches e-mail notifications off.
 */
export const SMS_MAX_LENGTH = 160;

export interface TextContext {
  address: string;
  facts: OutageFacts;
  operatorName: string;
  /** The stop-e-mail link: `/public/stop-send-email?emailConsentToken=…` on the public URL. */
  unsubscribeUrl: string;
  /** The public map centred on the address. */
  mapUrl: string;
  /** The address card (`/public/{lng}/{lat}?adres=…`): where a tapped push alert opens. */
  cardUrl: string;
  /**
   * OUTAGE_ENDED of a failure only, when the person is asked "Czy masz już prąd?" (restoration-checks/): the signed
   * "Nadal nie mam prądu" link, `/public/prad/{id}/{token}`. The message then asks the question around it.
   */
  stillOffUrl?: string;
}

/** The question sent with a failure's end (docs/notifications.md "Is your power back?"). */
export const STILL_OFF_TEXTS = {
  question: 'Czy masz już prąd?',
  answer: 'Nadal nie mam prądu',
  lifetime: 'link działa raz, przez 24 godziny',
} as const;

const HOTLINE = '22 821 31 31';
const HOTLINE_TEL = 'tel:+48228213131';

/** 'dd.MM HH:mm' in Warsaw time (SMS). */
function shortTime(date: Date): string {
  const full = warsawDateTime(date);
  return `${full.slice(0, 5)} ${full.slice(11)}`;
}

const longTime = (date: Date | null) => (date ? warsawDateTime(date) : null);

interface Wording {
  subject: (c: TextContext) => string;
  /** One or two sentences for the e-mail, with full dates. */
  mail: (c: TextContext) => string;
  /** The SMS before the address is fitted: `{A}` marks where the address goes. */
  sms: (c: TextContext) => string;
}

const span = (c: TextContext, time: (d: Date) => string) =>
  c.facts.start && c.facts.end ? `${time(c.facts.start)}-${time(c.facts.end)}` : c.facts.start ? `od ${time(c.facts.start)}` : '';

const estimated = (c: TextContext, time: (d: Date) => string, none: string) => (c.facts.end ? time(c.facts.end) : none);

const WORDING: Record<NotificationEvent, Wording> = {
  PLANNED_ANNOUNCED: {
    subject: (c) => `Planowane wyłączenie prądu: ${c.address}`,
    mail: (c) =>
      `Pod adresem ${c.address} planujemy wyłączenie zasilania od ${longTime(c.facts.start)} do ${longTime(c.facts.end)}. Prace mogą zostać odwołane lub przesunięte; powiadomimy o tym.`,
    sms: (c) => `Planowane wylaczenie pradu: {A}, ${span(c, shortTime)}.`,
  },
  PLANNED_REMINDER: {
    subject: (c) => `Przypomnienie: jutro wyłączenie prądu: ${c.address}`,
    mail: (c) => `Przypominamy: pod adresem ${c.address} planujemy wyłączenie zasilania od ${longTime(c.facts.start)} do ${longTime(c.facts.end)}.`,
    sms: (c) => `Przypomnienie: wylaczenie pradu {A}, ${span(c, shortTime)}.`,
  },
  PLANNED_WEEK_AHEAD: {
    subject: (c) => `Za tydzień wyłączenie prądu: ${c.address}`,
    mail: (c) =>
      `Za tydzień pod adresem ${c.address} planujemy wyłączenie zasilania od ${longTime(c.facts.start)} do ${longTime(c.facts.end)}. Na Twoją prośbę piszemy wcześniej: przygotuj zasilanie awaryjne; w razie pytań zadzwoń pod ${HOTLINE}.`,
    sms: (c) => `Za tydzien wylaczenie pradu {A}, ${span(c, shortTime)}. Przygotuj zasilanie awaryjne.`,
  },
  PLANNED_CHANGED: {
    subject: (c) => `Zmiana terminu wyłączenia prądu: ${c.address}`,
    mail: (c) =>
      `Zmienił się termin planowanego wyłączenia zasilania pod adresem ${c.address}. Nowy termin: od ${longTime(c.facts.start)} do ${longTime(c.facts.end)}.`,
    sms: (c) => `Zmiana terminu wylaczenia pradu {A}: ${span(c, shortTime)}.`,
  },
  PLANNED_CANCELLED: {
    subject: (c) => `Odwołane wyłączenie prądu: ${c.address}`,
    mail: (c) => `Planowane wyłączenie zasilania pod adresem ${c.address} (od ${longTime(c.facts.start)} do ${longTime(c.facts.end)}) zostało odwołane.`,
    sms: (c) => `Odwolane wylaczenie pradu {A}, ${span(c, shortTime)}.`,
  },
  OUTAGE_STARTED: {
    subject: (c) => `Awaria zasilania: ${c.address}`,
    mail: (c) =>
      `W rejonie adresu ${c.address} wystąpiła awaria zasilania. ${c.facts.end ? `Szacowany czas usunięcia: ${longTime(c.facts.end)}.` : 'Pracujemy nad jej usunięciem; podamy szacowany czas, gdy będzie znany.'}`,
    sms: (c) => `Awaria zasilania {A}. Szacowane usuniecie: ${estimated(c, shortTime, 'ustalamy')}.`,
  },
  OUTAGE_END_CHANGED: {
    subject: (c) => `Nowy czas usunięcia awarii: ${c.address}`,
    mail: (c) => `Zmienił się szacowany czas usunięcia awarii w rejonie adresu ${c.address}: ${longTime(c.facts.end) ?? 'ustalamy go'}.`,
    sms: (c) => `Awaria {A}: nowy szacowany czas usuniecia ${estimated(c, shortTime, 'ustalamy')}.`,
  },
  OUTAGE_CREW_ON_SITE: {
    subject: (c) => `Ekipa na miejscu awarii: ${c.address}`,
    mail: (c) =>
      `Ekipa techniczna dotarła na miejsce awarii w rejonie adresu ${c.address} i rozpoczyna naprawę. ${c.facts.end ? `Szacowany czas usunięcia: ${longTime(c.facts.end)}.` : 'Podamy szacowany czas usunięcia, gdy będzie znany.'}`,
    sms: (c) => `Awaria {A}: ekipa na miejscu. Szacowane usuniecie: ${estimated(c, shortTime, 'ustalamy')}.`,
  },
  OUTAGE_ENDED: {
    subject: (c) => `Zasilanie przywrócone: ${c.address}`,
    // A reporter's follow-up may wait for planned works: they end, they are not "removed".
    mail: (c) =>
      `${c.facts.kind === 'PLANNED' ? `Prace planowane w rejonie adresu ${c.address} zakończyły się` : `Awaria w rejonie adresu ${c.address} została usunięta`}, zasilanie powinno już być dostępne.${c.stillOffUrl ? '' : ' Jeśli nadal nie masz prądu, zgłoś to przez Portal.'}`,
    // The link takes most of the 160 characters: the question names the address and nothing else.
    sms: (c) => (c.stillOffUrl ? `Czy masz juz prad {A}? Jesli nie: ${c.stillOffUrl}` : `Zasilanie przywrocone {A}. Nadal brak pradu? Zglos na Portalu.`),
  },
  LIMIT_EXCEEDED: {
    subject: (c) => `Przekroczony limit przerw w dostawie prądu: ${c.address}`,
    mail: (c) => {
      const l = c.facts.limit!;
      return `${limitSentence(l)} pod adresem ${c.address} ${l.scope === 'YEAR' ? 'trwały łącznie' : l.cls === 'PLANNED' ? 'trwało' : 'trwała'} ${hoursText(l.hours)} h, a dopuszczalny czas to ${l.limitHours} h. Może przysługiwać Ci bonifikata, którą przyznaje operator. Szczegóły, wyliczenie i wydruk do reklamacji: ${l.historyUrl}`;
    },
    sms: (c) =>
      `Limit przerw ${c.facts.limit!.year} przekroczony {A}: ${hoursText(c.facts.limit!.hours)} h > ${c.facts.limit!.limitHours} h. Bonifikata: Portal, Historia wylaczen.`,
  },
};

/** 'Planowane wyłączenia w 2026 r.' / 'Jedna awaria w 2026 r.' — the subject of the limit sentence. */
function limitSentence(l: NonNullable<OutageFacts['limit']>): string {
  if (l.scope === 'YEAR') return l.cls === 'PLANNED' ? `Planowane wyłączenia w ${l.year} r.` : `Awarie w ${l.year} r.`;
  return l.cls === 'PLANNED' ? `Jedno planowane wyłączenie w ${l.year} r.` : `Jedna awaria w ${l.year} r.`;
}

const hoursText = (h: number) => h.toLocaleString('pl-PL', { maximumFractionDigits: 1 });

/** Polish letters to their base Latin letter: GSM-7 has none of them. */
export function withoutDiacritics(text: string): string {
  return text
    .replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

export function smsText(event: NotificationEvent, c: TextContext): string {
  const template = withoutDiacritics(`${WORDING[event].sms(c)} ${c.operatorName}`);
  const room = SMS_MAX_LENGTH - (template.length - '{A}'.length);
  let address = withoutDiacritics(c.address);
  if (address.length > room) address = `${address.slice(0, Math.max(0, room - 3)).trimEnd()}...`;
  return template.replace('{A}', address).slice(0, SMS_MAX_LENGTH);
}

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

export function mailText(event: NotificationEvent, c: TextContext): MailText {
  const w = WORDING[event];
  const sentence = w.mail(c);
  const q = STILL_OFF_TEXTS;
  const text = [
    'Dzień dobry,',
    '',
    sentence,
    ...(c.stillOffUrl ? ['', `${q.question} Jeśli nie, kliknij „${q.answer}”: ${c.stillOffUrl} (${q.lifetime}).`, ''] : []),
    'Godziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.',
    `Mapa: ${c.mapUrl}`,
    `W sytuacji zagrożenia życia lub zdrowia dzwoń: ${HOTLINE}.`,
    '',
    `Pozdrawiamy,\n${c.operatorName}`,
    '',
    `Nie chcesz dostawać powiadomień e-mail? Wyłącz je: ${c.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<p>Dzień dobry,</p>',
    `<p>${escapeHtml(sentence)}</p>`,
    ...(c.stillOffUrl ? [`<p><strong>${q.question}</strong> Jeśli nie: <a href="${escapeHtml(c.stillOffUrl)}">${q.answer}</a> (${q.lifetime}).</p>`] : []),
    '<p>Godziny podajemy w czasie warszawskim. Dane o wyłączeniach mają charakter orientacyjny.</p>',
    `<p><a href="${escapeHtml(c.mapUrl)}">Zobacz na mapie</a></p>`,
    `<p>W sytuacji zagrożenia życia lub zdrowia dzwoń: <a href="${HOTLINE_TEL}">${HOTLINE}</a>.</p>`,
    `<p>Pozdrawiamy,<br>${escapeHtml(c.operatorName)}</p>`,
    `<p style="font-size:small;color:#555">Nie chcesz dostawać powiadomień e-mail? <a href="${escapeHtml(c.unsubscribeUrl)}">Wyłącz powiadomienia e-mail</a>.</p>`,
  ].join('\n');
  return { subject: w.subject(c), text, html };
}

/** How long a push service keeps an alert for a device that is offline: planned work is news for a day, a failure for hours. */
export const PUSH_TTL_SECONDS = { planned: 24 * 3600, unplanned: 6 * 3600 } as const;

/**
 * The push alert: the e-mail's subject as the title and its sentence as the body (Polish, full dates), opening the
 * address card when tapped, with a button that dials the hotline. Failures are urgent (RFC 8030 Urgency: high wakes
 * a sleeping phone); one topic and tag per outage, so a newer alert replaces an older one not yet seen.
 */
export function pushText(event: NotificationEvent, c: TextContext): PushMessage {
  const w = WORDING[event];
  const unplanned = UNPLANNED_EVENTS.has(event);
  const topic = c.facts.ref.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
  const call = { action: 'call', title: `Zadzwoń: ${HOTLINE}`, url: HOTLINE_TEL };
  // With the question, a tap opens its answer page (where nothing is recorded until the person confirms): browsers
  // that show no action buttons still reach it.
  const question = c.stillOffUrl ? { action: 'still-off', title: STILL_OFF_TEXTS.answer, url: c.stillOffUrl } : null;
  return {
    title: w.subject(c),
    body: question ? `${w.mail(c)} ${STILL_OFF_TEXTS.question}` : w.mail(c),
    url: question ? question.url : c.cardUrl,
    tag: topic,
    actions: question ? [question, call] : [call],
    ttl: unplanned ? PUSH_TTL_SECONDS.unplanned : PUSH_TTL_SECONDS.planned,
    urgency: unplanned ? 'high' : 'normal',
    topic,
  };
}
