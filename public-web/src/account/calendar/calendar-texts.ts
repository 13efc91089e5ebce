import { areaTexts } from '../../i18n/area-texts';
import { t } from '../../i18n/i18n';

/** The texts of an address's calendar link, in the active language (the `account` area's `account.calendar.*`). */
export const calendarTexts = areaTexts('account.calendar', {
  get howTo() {
    return [t('account.calendar.howTo1'), t('account.calendar.howTo2'), t('account.calendar.howTo3')];
  },
});
