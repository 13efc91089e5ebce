import type { Language } from '@portal/domain';
import { ACCOUNT_MAILS_EN } from './account-mails.en';
import { ACCOUNT_MAILS_PL } from './account-mails.pl';
import { ACCOUNT_MAILS_UK } from './account-mails.uk';
import { ALERTS_EN } from './alerts.en';
import { ALERTS_PL } from './alerts.pl';
import { ALERTS_UK } from './alerts.uk';
import { ERRORS_EN } from './errors.en';
import { ERRORS_UK } from './errors.uk';
import { OPEN_DATA_EN } from './open-data.en';
import { OPEN_DATA_PL } from './open-data.pl';
import { OPEN_DATA_UK } from './open-data.uk';

export type Catalog = Readonly<Record<string, string>>;

/**
 * The server's catalogs by area and language. `errors` has no Polish catalog: its ids are the Polish texts the code
 * throws, and Lingui answers an id it does not hold with the id itself.
 */
export const CATALOG_AREAS = {
  errors: { pl: null, uk: ERRORS_UK, en: ERRORS_EN },
  alerts: { pl: ALERTS_PL, uk: ALERTS_UK, en: ALERTS_EN },
  'open-data': { pl: OPEN_DATA_PL, uk: OPEN_DATA_UK, en: OPEN_DATA_EN },
  'account-mails': { pl: ACCOUNT_MAILS_PL, uk: ACCOUNT_MAILS_UK, en: ACCOUNT_MAILS_EN },
} satisfies Record<string, Record<Language, Catalog | null>>;

export const SERVER_CATALOGS: Record<Language, Catalog> = {
  pl: { ...ALERTS_PL, ...OPEN_DATA_PL, ...ACCOUNT_MAILS_PL },
  uk: { ...ERRORS_UK, ...ALERTS_UK, ...OPEN_DATA_UK, ...ACCOUNT_MAILS_UK },
  en: { ...ERRORS_EN, ...ALERTS_EN, ...OPEN_DATA_EN, ...ACCOUNT_MAILS_EN },
};
