import { XMLParser } from 'fast-xml-parser';
import { alertsIn, capSchemaErrors, openPolygons } from '../../../test/support/cap-schema';
import { atomEntry, plannedAtom } from '../atom/planned-atom';
import { nextMessages } from '../log/open-message';
import type { OpenItem } from '../open-item';
import type { Publisher } from '../publisher';
import { alertsFeed } from './alerts-feed';
import { capAlert } from './cap-alert';

const publisher: Publisher = { name: 'Operator & Syn <OSD>', baseUrl: 'https://portal.example.pl', authority: 'portal.example.pl' };
const area: OpenItem = {
  id: 'failure-9',
  kind: 'extensive-failure',
  start: '2026-11-24T08:00:00.000Z',
  estimatedEnd: null,
  cause: 'Wichura',
  description: 'Zerwane linie & "słupy"',
  addressesCount: 2,
  reportsCount: 5,
  lastChange: '2026-11-24T09:00:00.000Z',
  addresses: ['ul. Długa 1', 'ul. Krótka 2'],
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [21, 52],
        [21.01, 52],
        [21.01, 52.01],
        [21, 52],
      ],
    ],
  },
  radiusM: null,
};
const places: OpenItem = {
  ...area,
  id: 'planned-3',
  kind: 'planned-outage',
  estimatedEnd: '2026-11-25T10:00:00.000Z',
  cause: null,
  geometry: {
    type: 'MultiPoint',
    coordinates: [
      [21, 52],
      [21.001, 52.001],
    ],
  },
};

describe('CAP messages', () => {
  it.each([
    ['an extensive failure with a polygon', area],
    ['a planned outage of two places (circles)', places],
    ['an outage with no known place', { ...area, geometry: null }],
  ])('validate against the CAP 1.2 schema: %s', async (_name, item) => {
    const [alert] = nextMessages([item], new Map(), { builtAt: Date.now(), checkedAt: Date.now() }, new Date(), publisher.authority);
    const xml = capAlert(alert, publisher);
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(openPolygons(xml)).toEqual([]);
  });

  it('write Update and Cancel that validate and reference the message before', async () => {
    const t0 = new Date('2026-11-24T09:00:05Z');
    const [alert] = nextMessages([area], new Map(), { builtAt: t0.getTime(), checkedAt: t0.getTime() }, t0, publisher.authority);
    const [update] = nextMessages(
      [{ ...area, lastChange: '2026-11-24T09:30:00.000Z' }],
      new Map([[area.id, alert]]),
      { builtAt: t0.getTime() + 60_000, checkedAt: t0.getTime() + 60_000 },
      new Date(t0.getTime() + 60_000),
      publisher.authority,
    );
    const [cancel] = nextMessages(
      [],
      new Map([[area.id, update]]),
      { builtAt: t0.getTime() + 120_000, checkedAt: t0.getTime() + 120_000 },
      new Date(t0.getTime() + 120_000),
      publisher.authority,
    );
    const feed = alertsFeed([update, cancel], t0.toISOString(), publisher);
    const alerts = alertsIn(feed);
    expect(alerts).toHaveLength(2);
    for (const xml of alerts) expect(await capSchemaErrors(xml)).toEqual([]);
    expect(alerts[0]).toContain('<msgType>Cancel</msgType>');
    expect(alerts[0]).toContain(`<references>portal.example.pl,${update.identifier},2026-11-24T09:01:05-00:00</references>`);
    expect(alerts[1]).toContain(`<references>portal.example.pl,${alert.identifier},2026-11-24T09:00:05-00:00</references>`);
  });

  it('describes an extensive failure with a count but no address list by its count alone', async () => {
    const [alert] = nextMessages(
      [{ ...area, addresses: [], addressesCount: 1840 }],
      new Map(),
      { builtAt: Date.now(), checkedAt: Date.now() },
      new Date(),
      publisher.authority,
    );
    const xml = capAlert(alert, publisher);
    const [pl, uk, en] = (new XMLParser().parse(xml).alert.info as Array<{ description: string }>).map((info) => info.description);
    expect(pl).toMatch(/ Liczba adresów: 1840\.$/);
    expect(pl).not.toContain('Adresy');
    expect(uk).toMatch(/ Кількість адрес: 1840\.$/);
    expect(en).toMatch(/ Number of addresses: 1840\.$/);
    expect(await capSchemaErrors(xml)).toEqual([]);
  });

  it('carries one <info> per language, Polish first, the same event in each, staff text as written and marked as Polish', async () => {
    const failure = { ...area, cause: 'Uszkodzenie kabla SN', crewStatus: 'ON_SITE' as const };
    const [alert] = nextMessages([failure], new Map(), { builtAt: Date.now(), checkedAt: Date.now() }, new Date(), publisher.authority);
    const xml = capAlert(alert, publisher);
    expect(await capSchemaErrors(xml)).toEqual([]);
    const infos = new XMLParser().parse(xml).alert.info as Array<Record<string, string>>;
    expect(infos.map((info) => info.language)).toEqual(['pl-PL', 'uk-UA', 'en-GB']);
    expect(infos.map((info) => info.event)).toEqual(['Rozległa awaria sieci', 'Масштабна аварія мережі', 'Extensive network failure']);
    expect(new Set(infos.map((info) => `${info.onset} ${info.urgency} ${info.severity} ${info.certainty}`)).size).toBe(1);
    expect(infos[0].description).toContain('Przyczyna: Uszkodzenie kabla SN. ');
    expect(infos[0].description).toContain('Stan prac: Ekipa na miejscu.');
    expect(infos[1].description).toContain('Причина (польською): Uszkodzenie kabla SN. ');
    expect(infos[1].description).toContain('Стан робіт: Бригада на місці.');
    expect(infos[2].description).toContain('Cause (in Polish): Uszkodzenie kabla SN. ');
  });

  it("says a planned outage's outcome in words and as a parameter, and still validates; the Atom entry says it too", async () => {
    const shortened: OpenItem = { ...places, outcome: 'SHORTENED' };
    const [alert] = nextMessages([shortened], new Map(), { builtAt: Date.now(), checkedAt: Date.now() }, new Date(), publisher.authority);
    const xml = capAlert(alert, publisher);
    const [info, uk, en] = new XMLParser().parse(xml).alert.info;
    expect(info.description).toContain('Przebieg: skrócone.');
    expect(uk.description).toContain('Як минуло: коротше, ніж планувалося.');
    expect(en.description).toContain('Outcome: shorter than planned.');
    expect([info.parameter].flat()).toContainEqual({ valueName: 'outcome', value: 'SHORTENED' });
    expect(await capSchemaErrors(xml)).toEqual([]);
    expect(atomEntry(shortened, publisher).xml).toContain('Przebieg: skrócone.');
    expect(
      capAlert(nextMessages([places], new Map(), { builtAt: Date.now(), checkedAt: Date.now() }, new Date(), publisher.authority)[0], publisher),
    ).not.toContain('Przebieg');
  });

  it('fails the schema for a message that breaks it (the check can fail)', async () => {
    const [alert] = nextMessages([area], new Map(), { builtAt: Date.now(), checkedAt: Date.now() }, new Date(), publisher.authority);
    expect(await capSchemaErrors(capAlert(alert, publisher).replace('<status>Actual</status>', '<status>Real</status>'))).not.toEqual([]);
    expect(await capSchemaErrors(capAlert(alert, publisher).replace(/-00:00<\/sent>/, 'Z</sent>'))).not.toEqual([]);
  });
});

describe('the planned outages Atom feed', () => {
  it('parses, escapes text, and titles a cancelled outage "Odwołane"', () => {
    const xml = plannedAtom(
      [atomEntry(places, publisher), atomEntry({ ...places, id: 'planned-4' }, publisher, '2026-11-24T11:00:00.000Z')],
      '2026-11-24T00:00:00.000Z',
      publisher,
    );
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
    expect(feed.entry).toHaveLength(2);
    expect(feed.entry[0].id).toBe('tag:portal.example.pl,2026:planned-4');
    expect(feed.entry[0].title).toMatch(/^Odwołane — Planowane wyłączenie prądu: ul\. Długa, ul\. Krótka, 24\.11\.2026 09:00 – 25\.11\.2026 11:00$/);
    expect(feed.entry[1].summary).toContain('Zakres prac: Zerwane linie & "słupy".');
    expect(feed.author.name).toBe('Operator & Syn <OSD>');
    expect(feed.entry.map((entry: Record<string, unknown>) => entry['@_xml:lang'])).toEqual(['pl', 'pl']);
    expect(feed.updated).toBe('2026-11-24T11:00:00.000Z');
  });
});
