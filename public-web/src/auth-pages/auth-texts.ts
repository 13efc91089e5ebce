// Texts of sign-in and of the sign-up and password screens (spec §2 account and auth screens, §4, §8), in the active
// language: the `auth` area's catalogs (i18n/auth/*.json; the Polish ones keep the spec's wording verbatim), loaded with
// these screens rather than with texts.ts, which every visit downloads.
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';

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
