import { DEFAULT_LANGUAGE, USER_FIELD_LIMITS, type Language } from '@portal/domain';
import type { UserSettings } from '../api/types';
import { validators } from '../validation';

// Spec §9 field limits: name 100, e-mail 50.
export const FULL_NAME_MAX = USER_FIELD_LIMITS.fullName;
export const EMAIL_MAX = 50;

/** The settings form: the API's settings with the phone as typed (never null) and the alerts' language always set. */
export type SettingsForm = Omit<UserSettings, 'phone' | 'language'> & { phone: string; language: Language };

type Rule = (value: unknown) => true | string;

/**
 * Which controls may be used (spec §2 account settings): the two channels and the phone only with the
 * consent to data processing.
 */
export function enabledControls(form: Pick<SettingsForm, 'dataProcessingConsent'>) {
  const consent = form.dataProcessingConsent;
  return { emailNotificationAgreement: consent, smsNotificationAgreement: consent, phone: consent };
}

/**
 * The rules of each field (spec §5 settings): e-mail valid, the phone exactly 9 digits and required when SMS
 * is chosen. A disabled phone is not checked: nobody could correct it.
 */
export function settingsRules(form: SettingsForm): Partial<Record<keyof SettingsForm, Rule[]>> {
  const phone: Rule[] = [];
  if (enabledControls(form).phone) {
    if (form.smsNotificationAgreement) phone.push(validators.required);
    phone.push(validators.phonePL);
  }
  return {
    fullName: [validators.required, validators.max(FULL_NAME_MAX)],
    email: [validators.required, validators.email, validators.max(EMAIL_MAX)],
    phone,
  };
}

/** The first message of every failing field. */
export function settingsErrors(form: SettingsForm): Partial<Record<keyof SettingsForm, string>> {
  const errors: Partial<Record<keyof SettingsForm, string>> = {};
  for (const [field, rules] of Object.entries(settingsRules(form)) as [keyof SettingsForm, Rule[]][]) {
    for (const rule of rules) {
      const result = rule(form[field]);
      if (result !== true) {
        errors[field] = result;
        break;
      }
    }
  }
  return errors;
}

/** What is sent: channels off without consent (the server refuses them anyway), the phone without spaces. */
export function toRequest(form: SettingsForm): UserSettings {
  const consent = form.dataProcessingConsent;
  const phone = form.phone.trim();
  return {
    dataProcessingConsent: consent,
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    phone: phone === '' ? null : phone,
    emailNotificationAgreement: consent && form.emailNotificationAgreement,
    smsNotificationAgreement: consent && form.smsNotificationAgreement,
    language: form.language,
  };
}

export function toForm(settings: UserSettings): SettingsForm {
  return { ...settings, phone: settings.phone ?? '', language: settings.language ?? DEFAULT_LANGUAGE };
}
