import { SETTING_KEYS, SETTING_MESSAGES, isIsoInstant, validateSettingsEdit } from './settings-keys';

const DEFAULTS = { maintenanceStart: null, maintenanceEnd: null, showMaintenance: 'false', canAddReportOutsideArea: 'false' };

describe('settings keys', () => {
  it('defaults match the migration', () => {
    expect(Object.fromEntries(Object.entries(SETTING_KEYS).map(([k, d]) => [k, d.defaultValue]))).toEqual(DEFAULTS);
  });

  it.each([
    ['2026-12-01T21:00:00.000Z', true],
    ['2026-12-01T21:00:00Z', true],
    ['2026-12-01T22:00+01:00', true],
    ['2026-12-01T22:00:00', false], // no zone: ambiguous
    ['2026-12-01', false],
    ['2026-02-30T10:00:00Z', false],
    ['jutro', false],
    ['', false],
  ])('isIsoInstant(%p) is %p', (value, expected) => {
    expect(isIsoInstant(value)).toBe(expected);
  });

  it.each([
    ['an instant as start', [{ key: 'maintenanceStart', value: '2026-12-01T21:00:00.000Z' }], {}],
    ['null as end', [{ key: 'maintenanceEnd', value: null }], {}],
    ['true as showMaintenance', [{ key: 'showMaintenance', value: 'true' }], {}],
    ['false as canAddReportOutsideArea', [{ key: 'canAddReportOutsideArea', value: 'false' }], {}],
    ['an unknown key', [{ key: 'colour', value: 'red' }], { colour: SETTING_MESSAGES.unknownKey }],
    ['a date without a zone', [{ key: 'maintenanceStart', value: '2026-12-01 21:00' }], { maintenanceStart: SETTING_MESSAGES.instant }],
    ['yes as a flag', [{ key: 'showMaintenance', value: 'yes' }], { showMaintenance: SETTING_MESSAGES.booleanText }],
    ['null as a flag', [{ key: 'canAddReportOutsideArea', value: null }], { canAddReportOutsideArea: SETTING_MESSAGES.booleanText }],
    [
      'a key twice',
      [
        { key: 'showMaintenance', value: 'true' },
        { key: 'showMaintenance', value: 'false' },
      ],
      { showMaintenance: SETTING_MESSAGES.duplicateKey },
    ],
    [
      'end before start',
      [
        { key: 'maintenanceStart', value: '2026-12-02T10:00:00Z' },
        { key: 'maintenanceEnd', value: '2026-12-01T10:00:00Z' },
      ],
      { maintenanceEnd: SETTING_MESSAGES.endBeforeStart },
    ],
    [
      'end equal to start',
      [
        { key: 'maintenanceStart', value: '2026-12-01T10:00:00Z' },
        { key: 'maintenanceEnd', value: '2026-12-01T11:00:00+01:00' },
      ],
      { maintenanceEnd: SETTING_MESSAGES.endBeforeStart },
    ],
    [
      'end after start',
      [
        { key: 'maintenanceStart', value: '2026-12-01T10:00:00Z' },
        { key: 'maintenanceEnd', value: '2026-12-01T12:00:00Z' },
      ],
      {},
    ],
  ])('validateSettingsEdit: %s', (_name, entries, expected) => {
    expect(validateSettingsEdit(DEFAULTS, entries)).toEqual(expected);
  });

  it('checks the order of the break against the stored value of the key not edited', () => {
    const current = { ...DEFAULTS, maintenanceStart: '2026-12-05T10:00:00Z' };
    expect(validateSettingsEdit(current, [{ key: 'maintenanceEnd', value: '2026-12-04T10:00:00Z' }])).toEqual({
      maintenanceEnd: SETTING_MESSAGES.endBeforeStart,
    });
  });
});
