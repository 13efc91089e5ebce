// The dial-code selector's list is the domain package's (the server splits phone numbers by the same codes).
export { COUNTRY_DIAL_CODES, dialCodeOptions, type CountryDialCode, type DialCodeOption } from '@portal/domain';
