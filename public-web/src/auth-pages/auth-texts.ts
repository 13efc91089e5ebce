// Texts of sign-in and of the sign-up and password screens (spec §2 account and auth screens, §4, §8), in the active
// language: the `auth` area's catalogs (i18n/auth/*.json; the Polish ones keep the spec's wording verbatim), loaded with
// these screens rather than with texts.ts, which every visit downloads.
import { REPORT_MESSAGES } from '@portal/domain';
import { areaTexts } from '../i18n/area-texts';
import { currentLanguage, t, type MessageId } from '../i18n/i18n';
import { messages } from '../validation';

export const authTexts = areaTexts('auth', {
  login: areaTexts('auth.login'),
  logout: areaTexts('auth.logout'),
  session: areaTexts('auth.session'),

  register: areaTexts('auth.register', {
    get benefits() {
      return [t('auth.register.benefits1'), t('auth.register.benefits2'), t('auth.register.benefits3')];
    },
    doneText: (email: string) => t('auth.register.doneText', { email }),
  }),

  remind: areaTexts('auth.remind', {
    sentText: (email: string) => t('auth.remind.sentText', { email }),
  }),

  changePassword: areaTexts('auth.changePassword'),
  confirmEmail: areaTexts('auth.confirmEmail'),
  stopEmail: areaTexts('auth.stopEmail'),
});

// The client-side validation messages of the sign-in, sign-up, password and account forms in the page's language.
// validation.ts keeps the rules and their Polish messages for every form of the site (the specs quote them); these
// screens show each message through `fieldMessage`, which finds it by its Polish text, as the server's exception
// filter finds its own (docs/i18n.md). A message it does not know (the server's, already in the request's language)
// is shown as it is. Here rather than in a module of its own: one chunk less for /public's list of them.
const FIXED: Record<string, MessageId> = {
  [messages.required]: 'auth.validation.required',
  [messages.email]: 'auth.validation.email',
  [messages.confirmed]: 'auth.validation.confirmed',
  [messages.validPassword]: 'auth.validation.validPassword',
  [messages.passwordsDiffer]: 'auth.validation.passwordsDiffer',
  [REPORT_MESSAGES.phoneNumberPL]: 'auth.validation.phoneNumberPL',
};

export function fieldMessage(message: string | undefined): string | undefined {
  if (!message || currentLanguage() === 'pl') return message;
  if (message in FIXED) return t(FIXED[message]);
  const limit = Number(/\d+$/.exec(message)?.[0]);
  if (message === messages.max(limit)) return t('auth.validation.max', { max: limit });
  if (message === messages.min(limit)) return t('auth.validation.min', { min: limit });
  return message;
}
