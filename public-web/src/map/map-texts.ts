// The map screen's texts, looked up in the active language's catalog when read (src/i18n/map/*.json; docs/i18n.md):
// every reader reads them while rendering, and a change of language renders the site again. The spec's own wording
// (spec §2, §8) is the Polish catalog's.
import { t, textsUnder } from '../i18n/i18n';

export const mapTexts = textsUnder('map', {
  sliderValue: (hours: number) => t('map.sliderValue', { hours }),
  hoursButton: (hours: number) => t('map.hoursButton', { hours }),
  kinds: textsUnder('map.kinds'),
  // Event types (spec §3); an unknown one gets the spec's own text (§2).
  get types(): Record<string, string> {
    const failure = t('map.type.confirmed');
    const report = t('map.type.userReport');
    return { PLANNED: t('map.type.planned'), FAILURE: failure, CONFIRMED: failure, EXTENSIVE: t('map.type.extensive'), WEB: report, CALL_CENTER: report };
  },
  get unknownType() {
    return t('map.type.unknown');
  },
  info: textsUnder('map.info'),
  markerTitle: (type: string, count: number) => t('map.markerTitle', { type, count }),
  list: {
    get title() {
      return t('map.list.title');
    },
    get sideTitle() {
      return t('map.list.sideTitle');
    },
  },
});
