/** An outage address as the planned-outage API takes it (staff spec §3), at a point of the capital's centre. */
export const MARSZALKOWSKA = {
  nonFormattedAddress: 'ul. Marszałkowska 10, Warszawa',
  street: 'ul. Marszałkowska',
  streetNumber: '10',
  postcode: '00-590',
  city: 'Warszawa',
  district: 'Śródmieście',
  wesolaDistrict: false,
  coordinates: { lng: 21.0186, lat: 52.2128 },
};
