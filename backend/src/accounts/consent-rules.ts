import { POLISH_PHONE, REPORT_MESSAGES } from '@portal/domain';

export const CONSENT_KINDS = ['DATA_PROCESSING', 'EMAIL_NOTIFICATION', 'SMS_NOTIFICATION'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** Kinds in the consent history: the three of the settings form, and push (given with the first subscribed browser, docs/notifications.md). */
export type RecordedConsentKind = ConsentKind | 'PUSH_NOTIFICATION';
/** How the consent changed: the settings form, 'Zrezygnuj', the mailed stop link, account deletion, demo data. */
export type ConsentSource = 'SETTINGS' | 'WITHDRAW' | 'UNSUBSCRIBE_LINK' | 'ANONYMIZE' | 'DEMO_DATA';

export const NOTIFICATION_TYPES = ['NONE', 'EMAIL', 'SMS', 'EMAIL_AND_SMS'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The three consents as booleans (the settings form's view). */
export interface Consents {
  dataProcessing: boolean;
  email: boolean;
  sms: boolean;
}

/** The consent columns of users: when each consent was given, null while not given. */
export interface ConsentTimes {
  dataProcessingConsentAt: Date | null;
  emailNotificationAt: Date | null;
  smsNotificationAt: Date | null;
}

const COLUMN: Record<ConsentKind, keyof ConsentTimes> = {
  DATA_PROCESSING: 'dataProcessingConsentAt',
  EMAIL_NOTIFICATION: 'emailNotificationAt',
  SMS_NOTIFICATION: 'smsNotificationAt',
};
const FLAG: Record<ConsentKind, keyof Consents> = { DATA_PROCESSING: 'dataProcessing', EMAIL_NOTIFICATION: 'email', SMS_NOTIFICATION: 'sms' };

export function consentsOf(times: ConsentTimes): Consents {
  return { dataProcessing: !!times.dataProcessingConsentAt, email: !!times.emailNotificationAt, sms: !!times.smsNotificationAt };
}

export function notificationType(c: Pick<Consents, 'email' | 'sms'>): NotificationType {
  if (c.email && c.sms) return 'EMAIL_AND_SMS';
  return c.email ? 'EMAIL' : c.sms ? 'SMS' : 'NONE';
}

/**
 * From what is stored to what is wanted: the columns to write (a consent kept keeps its original time) and one
 * event per consent that changed. Only changes are recorded, so saving the form twice records nothing new.
 */
export function consentChanges(
  current: ConsentTimes,
  wanted: Consents,
  now: Date,
): { columns: Partial<ConsentTimes>; events: Array<{ kind: ConsentKind; given: boolean }> } {
  const columns: Partial<ConsentTimes> = {};
  const events: Array<{ kind: ConsentKind; given: boolean }> = [];
  for (const kind of Object.keys(COLUMN) as ConsentKind[]) {
    const had = !!current[COLUMN[kind]];
    const wants = wanted[FLAG[kind]];
    if (had === wants) continue;
    columns[COLUMN[kind]] = wants ? now : null;
    events.push({ kind, given: wants });
  }
  return { columns, events };
}

export const SETTINGS_MESSAGES = {
  channelNeedsConsent: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych',
  required: 'Pole obowiązkowe',
  /** Public spec §5 phoneNumberPL, word for word (the report's own message). */
  phonePl: REPORT_MESSAGES.phoneNumberPL,
} as const;

/** '600 100 200', '+48600100200', '0048 600-100-200' → '600100200'; anything else is returned trimmed, to fail the check. */
export function normalisePolishPhone(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s-]/g, '').replace(/^(\+48|0048)(?=\d{9}$)/, '');
  return digits;
}

/**
 * Settings rules (public spec §2 account settings, §5): notification channels only with the data-processing
 * consent; a phone, when given, exactly 9 digits, and required when SMS is chosen. Field → Polish message.
 */
export function settingsProblems(s: {
  dataProcessingConsent: boolean;
  emailNotificationAgreement: boolean;
  smsNotificationAgreement: boolean;
  phone: string | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!s.dataProcessingConsent) {
    if (s.emailNotificationAgreement) errors.emailNotificationAgreement = SETTINGS_MESSAGES.channelNeedsConsent;
    if (s.smsNotificationAgreement) errors.smsNotificationAgreement = SETTINGS_MESSAGES.channelNeedsConsent;
  }
  if (s.phone !== null && !POLISH_PHONE.test(s.phone)) errors.phone = SETTINGS_MESSAGES.phonePl;
  else if (s.smsNotificationAgreement && s.phone === null) errors.phone = SETTINGS_MESSAGES.required;
  return errors;
}
