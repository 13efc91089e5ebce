import { POLISH_PHONE } from '@portal/domain';
import { readSession } from '../auth/session';
import { DEFAULT_DIAL_CODE, phoneDigits, type ReportDetailsValues } from '../validation';
import type { WizardState } from './wizard-state';

/** Which address the step-2 route parameters name; a draft typed for another address does not carry its address over. */
export const addressKeyOf = (search: URLSearchParams) => ['str', 'num', 'post', 'city'].map((name) => search.get(name) ?? '').join('|');

/**
 * Step 2's first values (spec §2: "initial values come from route params"). A draft for the same address comes
 * back as typed (Back, reload); for a new address only the contact data is kept. A signed-in person's name,
 * e-mail and phone fill empty contact fields.
 */
export function initialDetails(state: WizardState, search: URLSearchParams): ReportDetailsValues {
  const draft = state.detailsDraft;
  if (draft && draft.addressKey === addressKeyOf(search)) return draft.values;
  const session = readSession();
  const sessionPhone = phoneDigits(session.phone ?? '');
  return {
    street: search.get('str') ?? '',
    residenceNumber: search.get('num') ?? '',
    apartmentNumber: '',
    postcode: search.get('post') ?? '',
    city: search.get('city') ?? '',
    reporter: draft?.values.reporter || session.fullName || '',
    dialCode: draft?.values.dialCode || DEFAULT_DIAL_CODE,
    phone: draft?.values.phone || (POLISH_PHONE.test(sessionPhone) ? sessionPhone : ''),
    email: draft?.values.email || session.email || '',
    dataProtectionConsent: draft?.values.dataProtectionConsent ?? false,
  };
}

/** '+48600100200' (contract: '+' code then digits). */
export const fullPhoneNumber = (values: Pick<ReportDetailsValues, 'dialCode' | 'phone'>) => `${values.dialCode}${phoneDigits(values.phone)}`;

/** The text the geocoder reads (docs/geocoding.md: street, number, postcode, city). */
export const addressQuery = (v: ReportDetailsValues) => `${v.street.trim()} ${v.residenceNumber.trim()}, ${v.postcode.trim()} ${v.city.trim()}`;
