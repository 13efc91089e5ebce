import { DEFAULT_LANGUAGE, type Language, LANGUAGE_TAGS, warsawDateTime } from '@portal/domain';
import escapeHtml from 'escape-html';
import { translate } from '../i18n/i18n';
import { LANGUAGE_PARAMETER } from '../i18n/request-language';
import type { PushMessage } from '../push/push-message';
import { type NotificationEvent, type OutageFacts, UNPLANNED_EVENTS } from './notification.model';
import { cutToUnits, smsCapacity, smsEncoding, smsUnits } from './sms-segments';

/**
 * The texts of the alerts, in the account's language (docs/i18n.md "Alerts"): the wording is in the server's catalogs
 * (i18n/catalogs/alerts.*.ts, one row per event and part), this file only gathers the values. SMS rule: a Polish or
 * English alert is one GSM-7 message of at most 160 characters — Polish letters would switch it to UCS-2 — so it is
 * written without diacritics; a Ukrainian one is UCS-2 and at most two parts (134 characters). Times are
 * 'dd.MM HH:mm' Warsaw time, and the address is shortened when the whole would not fit. E-mails carry the full text,
 * the operator's name and the link that switches e-mail notifications off.
 */
export const SMS_MAX_LENGTH = 160;

/** The parts an SMS in each language may take (sms-segments.ts): one GSM-7 message, or two UCS-2 parts for Cyrillic. */
export const SMS_SEGMENTS: Record<Language, number> = { pl: 1, en: 1, uk: 2 };

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
  /** The account's language; Polish when not given (a reporter without an account). */
  language?: Language;
}

const HOTLINE = '22 821 31 31';
const HOTLINE_TEL = 'tel:+48228213131';

/** 'dd.MM HH:mm' in Warsaw time (SMS). */
function shortTime(date: Date): string {
  const full = warsawDateTime(date);
  return `${full.slice(0, 5)} ${full.slice(11)}`;
}

const languageOf = (c: TextContext): Language => c.language ?? DEFAULT_LANGUAGE;

/** '52,5' in Polish and Ukrainian, '52.5' in English: an hour count as the language writes it. */
const hoursText = (hours: number, language: Language) => hours.toLocaleString(LANGUAGE_TAGS[language], { maximumFractionDigits: 1 });

/**
 * A public-site link in the alert's language: the site reads `lang` from the URL (docs/i18n.md). Polish links stay as
 * they were, and the SMS links stay without it: the two UCS-2 parts of a Ukrainian SMS have no room to spare, and the
 * site then follows the phone's own language.
 */
export function linkIn(url: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return url;
  const at = url.indexOf('#');
  const [path, hash] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}${hash}`;
}

/** Every value an alert's messages may name; a message uses those it needs. Times come as `time` writes them. */
function values(c: TextContext, time: (date: Date) => string): Record<string, unknown> {
  const language = languageOf(c);
  const { start, end, limit } = c.facts;
  return {
    address: c.address,
    start: start ? time(start) : '',
    end: end ? time(end) : '',
    known: end ? 'yes' : 'no',
    span: start && end ? `${time(start)}-${time(end)}` : start ? translate(language, 'alert.span.from', { start: time(start) }) : '',
    planned: c.facts.kind === 'PLANNED' ? 'yes' : 'no',
    asked: c.stillOffUrl ? 'yes' : 'no',
    hotline: HOTLINE,
    ...(limit
      ? {
          scope: limit.scope,
          cls: limit.cls,
          year: String(limit.year),
          hours: limit.hours,
          hoursText: hoursText(limit.hours, language),
          limitHours: limit.limitHours,
          limitText: hoursText(limit.limitHours, language),
          url: linkIn(limit.historyUrl, language),
        }
      : {}),
  };
}

/** Planned work of known length also says how long it lasts, with the language's plural ('5 godzin', '5 годин'). */
const WITH_DURATION: ReadonlySet<NotificationEvent> = new Set(['PLANNED_ANNOUNCED', 'PLANNED_REMINDER', 'PLANNED_WEEK_AHEAD', 'PLANNED_CHANGED']);

function durationSentence(event: NotificationEvent, c: TextContext): string {
  const { start, end } = c.facts;
  if (!WITH_DURATION.has(event) || !start || !end || end <= start) return '';
  const hours = Math.round((end.getTime() - start.getTime()) / 360_000) / 10;
  return ` ${translate(languageOf(c), 'alert.duration', { hours, hoursText: hoursText(hours, languageOf(c)) })}`;
}

const subjectOf = (event: NotificationEvent, c: TextContext) => translate(languageOf(c), `alert.${event}.subject`, values(c, warsawDateTime));

/** The e-mail's and the push alert's sentence: one or two, with full dates. */
const sentenceOf = (event: NotificationEvent, c: TextContext) =>
  `${translate(languageOf(c), `alert.${event}.mail`, values(c, warsawDateTime))}${durationSentence(event, c)}`;

/** Polish letters to their base Latin letter: GSM-7 has none of them. */
export function withoutDiacritics(text: string): string {
  return text
    .replace(/[łŁ]/g, (c) => (c === 'ł' ? 'l' : 'L'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

export function smsText(event: NotificationEvent, c: TextContext): string {
  const language = languageOf(c);
  // The Latin-script languages keep to GSM-7; Cyrillic is UCS-2 anyway, and the address keeps its Polish letters there.
  const fold = (text: string) => (language === 'uk' ? text : withoutDiacritics(text));
  const message = translate(language, `alert.${event}.sms`, { ...values(c, shortTime), A: '{A}', url: c.stillOffUrl });
  const template = fold(`${message} ${c.operatorName}`);
  const address = fold(c.address);
  const encoding = smsEncoding(template + address);
  const capacity = smsCapacity(encoding, SMS_SEGMENTS[language]);
  const room = capacity - smsUnits(template.replace('{A}', ''), encoding);
  const fitted = smsUnits(address, encoding) <= room ? address : `${cutToUnits(address, Math.max(0, room - 3), encoding).trimEnd()}...`;
  const text = template.replace('{A}', fitted);
  return smsUnits(text, encoding) <= capacity ? text : cutToUnits(text, capacity, encoding);
}

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

export function mailText(event: NotificationEvent, c: TextContext): MailText {
  const language = languageOf(c);
  const t = (id: string, v?: Record<string, unknown>) => translate(language, `alert.${id}`, v);
  const sentence = sentenceOf(event, c);
  const stillOffUrl = c.stillOffUrl ? linkIn(c.stillOffUrl, language) : undefined;
  const mapUrl = linkIn(c.mapUrl, language);
  const unsubscribeUrl = linkIn(c.unsubscribeUrl, language);
  const q = { question: t('stillOff.question'), answer: t('stillOff.answer'), lifetime: t('stillOff.lifetime') };
  const text = [
    t('mail.greeting'),
    '',
    sentence,
    ...(stillOffUrl ? ['', t('mail.stillOff', { ...q, url: stillOffUrl }), ''] : []),
    t('mail.timesNote'),
    t('mail.map', { url: mapUrl }),
    t('mail.emergency', { hotline: HOTLINE }),
    '',
    `${t('mail.regards')}\n${c.operatorName}`,
    '',
    t('mail.stop', { url: unsubscribeUrl }),
  ].join('\n');
  // The catalogs' own texts hold no markup; only the values (the address, the operator, links) are escaped.
  const html = [
    `<p>${t('mail.greeting')}</p>`,
    `<p>${escapeHtml(sentence)}</p>`,
    ...(stillOffUrl
      ? [`<p><strong>${q.question}</strong> ${t('stillOff.ifNot')} <a href="${escapeHtml(stillOffUrl)}">${q.answer}</a> (${q.lifetime}).</p>`]
      : []),
    `<p>${t('mail.timesNote')}</p>`,
    `<p><a href="${escapeHtml(mapUrl)}">${t('mail.mapLink')}</a></p>`,
    `<p>${t('mail.emergency', { hotline: `<a href="${HOTLINE_TEL}">${HOTLINE}</a>` })}</p>`,
    `<p>${t('mail.regards')}<br>${escapeHtml(c.operatorName)}</p>`,
    `<p style="font-size:small;color:#555">${t('mail.stopQuestion')} <a href="${escapeHtml(unsubscribeUrl)}">${t('mail.stopLink')}</a>.</p>`,
  ].join('\n');
  return { subject: subjectOf(event, c), text, html };
}

/** How long a push service keeps an alert for a device that is offline: planned work is news for a day, a failure for hours. */
export const PUSH_TTL_SECONDS = { planned: 24 * 3600, unplanned: 6 * 3600 } as const;

/**
 * The push alert: the e-mail's subject as the title and its sentence as the body (full dates), opening the
 * address card when tapped, with a button that dials the hotline. Failures are urgent (RFC 8030 Urgency: high wakes
 * a sleeping phone); one topic and tag per outage, so a newer alert replaces an older one not yet seen.
 */
export function pushText(event: NotificationEvent, c: TextContext): PushMessage {
  const language = languageOf(c);
  const unplanned = UNPLANNED_EVENTS.has(event);
  const topic = c.facts.ref.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
  const call = { action: 'call', title: translate(language, 'alert.push.call', { hotline: HOTLINE }), url: HOTLINE_TEL };
  const sentence = sentenceOf(event, c);
  // With the question, a tap opens its answer page (where nothing is recorded until the person confirms): browsers
  // that show no action buttons still reach it.
  const question = c.stillOffUrl ? { action: 'still-off', title: translate(language, 'alert.stillOff.answer'), url: linkIn(c.stillOffUrl, language) } : null;
  return {
    title: subjectOf(event, c),
    body: question ? `${sentence} ${translate(language, 'alert.stillOff.question')}` : sentence,
    url: question ? question.url : linkIn(c.cardUrl, language),
    tag: topic,
    actions: question ? [question, call] : [call],
    ttl: unplanned ? PUSH_TTL_SECONDS.unplanned : PUSH_TTL_SECONDS.planned,
    urgency: unplanned ? 'high' : 'normal',
    topic,
  };
}
