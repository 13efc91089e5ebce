import type { ReportDetailsValues } from '../validation';
import { detailsCanContinue, dialCodeChoices, isStepOneAddress, missingDetails, POLAND, postcodeWithDash, reportDistrict } from './details-rules';
import type { GeocodedAddress } from './report-api';
import { TEST_DETAILS } from './test-wizard-state';
import type { PickedAddress } from './wizard-state';

const VALUES: ReportDetailsValues = TEST_DETAILS;
const LOCATION: PickedAddress = {
  label: 'ul. Marszałkowska 10, 00-590 Warszawa',
  street: 'ul. Marszałkowska',
  residenceNumber: '10',
  postcode: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  coordinates: { lng: 21.0196, lat: 52.2142 },
};
const STEP_ONE_KEY = 'ul. Marszałkowska|10|00-590|Warszawa';

describe('step 2 rules', () => {
  it.each([
    ['00590', '00-590'],
    [' 00590 ', '00-590'],
    ['00-590', '00-590'],
    ['0059', '0059'],
    ['abcde', 'abcde'],
  ])('writes postcode %j as %j', (typed, shown) => expect(postcodeWithDash(typed)).toBe(shown));

  it('lists nothing when every field holds and the captcha is solved', () => {
    expect(missingDetails(VALUES, true)).toEqual([]);
  });

  it('names each field that breaks its rule in the form order, then the captcha', () => {
    expect(missingDetails({ ...VALUES, street: '', phone: '123', dataProtectionConsent: false }, false)).toEqual([
      'Ulica',
      'Telefon',
      'Zgoda na przetwarzanie danych osobowych',
      'Potwierdź, że nie jesteś robotem',
    ]);
  });

  it.each([
    [{}, true],
    [{ captchaSolved: false }, false],
    [{ excepted: true }, false],
    [{ busy: true }, false],
    [{ values: { ...VALUES, email: 'jan@' } }, false],
  ])('Dalej with %j: %s', (change, enabled) =>
    expect(detailsCanContinue({ values: VALUES, captchaSolved: true, excepted: false, busy: false, ...change })).toBe(enabled),
  );

  it.each([
    ['the address step 1 confirmed', LOCATION, VALUES, true],
    ['another house number', LOCATION, { ...VALUES, residenceNumber: '12' }, false],
    ['no location from step 1', null, VALUES, false],
  ])('treats %s as step 1 address: %s', (_name, location, typed, same) => expect(isStepOneAddress(location, STEP_ONE_KEY, typed)).toBe(same));

  it('takes the district from the geocoder, else the route, else step 1', () => {
    const found = { district: 'Mokotów' } as GeocodedAddress;
    const route = new URLSearchParams({ district: 'Wola' });
    expect(reportDistrict(found, route, LOCATION)).toBe('Mokotów');
    expect(reportDistrict({ district: null } as GeocodedAddress, route, LOCATION)).toBe('Wola');
    expect(reportDistrict(null, new URLSearchParams({ district: '' }), LOCATION)).toBe('Śródmieście');
    expect(reportDistrict(null, new URLSearchParams(), null)).toBeNull();
  });

  it('offers a draft’s dial code even before the country list has it', () => {
    expect(dialCodeChoices([POLAND], '+48')).toEqual([POLAND]);
    expect(dialCodeChoices([POLAND], '+380')).toEqual([POLAND, { code: '+380', label: '+380' }]);
  });
});
