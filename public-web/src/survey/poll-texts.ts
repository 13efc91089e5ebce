// Texts of the survey (/public/poll and the invitation dialog): the `survey` area (i18n/survey), loaded with the page or
// when the dialog opens, so the site's first load does not carry them.
import { areaTexts } from '../i18n/area-texts';
import { t } from '../i18n/i18n';

export const pollTexts = areaTexts('survey', {
  remarksHint: (length: number, max: number) => t('survey.remarksHint', { length, max }),
  remarksTooLong: (max: number) => t('survey.remarksTooLong', { max }),
});
