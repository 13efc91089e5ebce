import { DEFAULT_DIAL_CODE, reportDetailsComplete, reportDetailsFieldError, type ReportDetailsValues } from '../validation';
import type { DialCodeOption } from './country-codes';
import { addressKeyOf } from './details-values';
import type { GeocodedAddress } from './report-api';
import type { PickedAddress } from './wizard-state';
import { wizardTexts } from './wizard-texts';

/**
 * Step 2's rules (spec §2 Wizard, §5 step-2 rules), pure: what is missing, when Dalej may be pressed, which address
 * and district the report takes. The form (useDetailsForm) applies them; the view (DetailsForm) shows their results.
 */

const t = wizardTexts.details;
export type DetailsField = keyof ReportDetailsValues;

/** Which text of the step names each field, in the order the form shows them. */
const FIELD_LABEL_KEYS = {
  street: 'street',
  residenceNumber: 'residenceNumber',
  apartmentNumber: 'apartmentNumber',
  postcode: 'postcode',
  city: 'city',
  reporter: 'reporter',
  dialCode: 'dialCode',
  phone: 'phone',
  email: 'email',
  dataProtectionConsent: 'consentShort',
} as const satisfies Record<DetailsField, keyof typeof t>;

/** A field as the list of what is missing names it, in the active language. */
export const detailsFieldLabel = (field: DetailsField): string => t[FIELD_LABEL_KEYS[field]];

/** The only dial code until the country list has loaded, and the default. */
export const POLAND: DialCodeOption = { code: DEFAULT_DIAL_CODE, label: `${DEFAULT_DIAL_CODE} (Polska)` };

/** '00590' → '00-590': the dash is the part people leave out. */
export const postcodeWithDash = (postcode: string) =>
  /^\d{5}$/.test(postcode.trim()) ? `${postcode.trim().slice(0, 2)}-${postcode.trim().slice(2)}` : postcode;

/** What the list under Dalej names: each field that breaks its rule, then the captcha when it is not solved. */
export function missingDetails(values: ReportDetailsValues, captchaSolved: boolean): string[] {
  const missing = (Object.keys(FIELD_LABEL_KEYS) as DetailsField[]).filter((field) => reportDetailsFieldError(field, values) !== true).map(detailsFieldLabel);
  return captchaSolved ? missing : [...missing, wizardTexts.captcha.missing];
}

/** Dalej: every rule holds, the captcha is solved, the address is not another operator's, and nothing is under way. */
export const detailsCanContinue = (s: { values: ReportDetailsValues; captchaSolved: boolean; excepted: boolean; busy: boolean }) =>
  reportDetailsComplete(s.values) && s.captchaSolved && !s.excepted && !s.busy;

/** The typed address is still the one step 1 confirmed: a geocoder that cannot find it falls back to step 1's point. */
export const isStepOneAddress = (location: PickedAddress | null, addressKey: string, typed: ReportDetailsValues) =>
  !!location && addressKey === addressKeyOf(new URLSearchParams({ str: typed.street, num: typed.residenceNumber, post: typed.postcode, city: typed.city }));

/** The report's district: the geocoder's, else the route parameter's, else step 1's; null when none knows it. */
export const reportDistrict = (found: GeocodedAddress | null, search: URLSearchParams, location: PickedAddress | null) =>
  found?.district ?? (search.get('district') || location?.district || null);

/** The selector's options: the loaded list, plus the current code when the list lacks it (a draft from elsewhere). */
export const dialCodeChoices = (codes: DialCodeOption[], current: string): DialCodeOption[] =>
  codes.some((c) => c.code === current) ? codes : [...codes, { code: current, label: current }];
