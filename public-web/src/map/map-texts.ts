// The map screen's texts, looked up in the active language's catalog when read (src/i18n/map/*.json; docs/i18n.md):
// every reader reads them while rendering, and a change of language renders the site again. The spec's own wording
// (spec §2, §8) is the Polish catalog's.
import { t, textsNamed, textsUnder } from '../i18n/i18n';

export const mapTexts = textsUnder('map', {
  sliderValue: (hours: number) => t('map.sliderValue', { hours }),
  hoursButton: (hours: number) => t('map.hoursButton', { hours }),
  kinds: textsUnder('map.kinds'),
  // An event's details: the area 'map-info', loaded with the code that shows an event (the marker layer, the list, the
  // card, a shared link).
  info: textsNamed('map.info', [
    'start',
    'end',
    'plannedEnd',
    'reportDate',
    'address',
    'addresses',
    'addressesCount',
    'comment',
    'description',
    'cause',
    'reportsCount',
    'noEnd',
    'close',
    'panelLabel',
  ]),
  list: {
    get title() {
      return t('map.list.title');
    },
    get sideTitle() {
      return t('map.list.sideTitle');
    },
  },
});
