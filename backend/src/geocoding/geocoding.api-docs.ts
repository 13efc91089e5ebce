import { apiDocs } from '../common/api-doc';

const PROVIDER =
  'Answered by the configured geocoder (`GEOCODER_PROVIDER`: the local address register by default; docs/geocoding.md); 503 when an external provider does not answer.';

/** Operation docs of geocoding.controller.ts. */
export const GEOCODING_DOCS = apiDocs({
  autocomplete: {
    summary: 'Suggests addresses of the capital while typing',
    description: `Up to \`limit\` addresses for the text typed so far (\`q\`), tolerant of case, missing Polish diacritics and street-type prefixes ('ul.', 'al.'). Each has its label, street type and name, number, postcode, city, district and point. ${PROVIDER}`,
    spec: 'Public spec §2 (map search, wizard address step), §7 (maps service); docs/geocoding.md',
  },
  search: {
    summary: 'Finds the point of an address written as text',
    description: `One address for \`q\` (e.g. 'Marszałkowska 10, Warszawa'); 404 when none matches. ${PROVIDER}`,
    spec: 'Public spec §7 (maps service: geocoding); docs/geocoding.md',
  },
  reverse: {
    summary: 'Finds the address nearest to a point',
    description: `The address within about 300 m of \`lat\`, \`lng\` (the wizard's "use my location"); 404 when there is none that close. ${PROVIDER}`,
    spec: 'Public spec §7 (maps service: geolocation); docs/geocoding.md',
  },
});
