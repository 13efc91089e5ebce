import type { EntityManager } from 'typeorm';
import { CREW_STATUSES, type LngLat } from '@portal/domain';
import type { ReportType } from '../../reports/reports.model';
import type { VoltageClass } from '../../outages/outages.model';
import { plannedItem } from '../../map-feed/feed-items';
import { insertUserReports } from '../../map-feed/map-feed.repository';
import { shapeContains, shapeOf } from '../../geo/outage-shape';
import { CallNetOutagesRepository } from '../../outages/call-net-outages.repository';
import { CallNetOutagesService } from '../../outages/call-net-outages.service';
import { DomainEvents } from '../../common/events/domain-events';
import type { OutageInput } from '../../outages/outage-input.rules';
import { PlannedOutageEntity } from '../../planned-outages/entities/planned-outage.entity';
import type { AddressRecord } from '../../geocoding/register/address-record';
import { demoAddressRecords } from './demo-address-register.seed';

const HOUR = 3_600_000;

/** Two extensive-outage areas of the demo storm (approximate, drawn over the demo register's streets). */
export const DEMO_EXTENSIVE_AREAS: Array<{ id: string; area: LngLat[]; description: string; addressesCount: number; cause: string }> = [
  {
    id: 'DEMO-EXT-MOKOTOW',
    area: [
      { lng: 20.992, lat: 52.186 },
      { lng: 21.012, lat: 52.181 },
      { lng: 21.031, lat: 52.188 },
      { lng: 21.033, lat: 52.2 },
      { lng: 21.016, lat: 52.207 },
      { lng: 20.995, lat: 52.202 },
    ],
    description:
      'Rozległa awaria sieci po przejściu nawałnicy: uszkodzone linie średniego napięcia zasilające Mokotów. Ekipy pracują na miejscu; zasilanie będzie przywracane etapami.',
    addressesCount: 1840,
    cause: 'Nawałnica: drzewa powalone na linie SN',
  },
  {
    id: 'DEMO-EXT-BEMOWO',
    area: [
      { lng: 20.905, lat: 52.236 },
      { lng: 20.93, lat: 52.229 },
      { lng: 20.955, lat: 52.235 },
      { lng: 20.958, lat: 52.25 },
      { lng: 20.935, lat: 52.258 },
      { lng: 20.909, lat: 52.251 },
    ],
    description: 'Rozległa awaria po uderzeniu pioruna w stację GPZ. Przewidywany czas usunięcia awarii może ulec zmianie.',
    addressesCount: 960,
    cause: 'Wyładowanie atmosferyczne w stacji zasilającej',
  },
];

const CAUSES = [
  'Uszkodzenie linii kablowej nN',
  'Zerwany przewód linii napowietrznej',
  'Drzewo na linii SN',
  'Awaria stacji transformatorowej',
  'Uszkodzenie złącza kablowego',
  'Przepalona wkładka bezpiecznikowa w stacji',
  'Uszkodzenie kabla SN przez zalanie',
  null,
];
const FIRST = ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Krzysztof', 'Agnieszka', 'Paweł', 'Joanna', 'Michał', 'Ewa', 'Marcin'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański', 'Woźniak', 'Dąbrowska'];
const ascii = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

/** A fixed seed: the demo picture is the same on every machine (tests rely on its shape), only shifted to "now". */
function seededRandom(seed: number) {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return { random, pick: <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] };
}

/**
 * The demo storm in the capital: two extensive areas, 40 failures of both voltage classes (some polygons,
 * some points with SMALL/MEDIUM circles) and 300 user reports over the last 24 hours, some inside the extensive areas
 * and the planned outages so that folding shows. Outages go through the integration API's own service.
 */
export async function seedDemoCallNet(em: EntityManager, now = new Date()): Promise<void> {
  const { random, pick } = seededRandom(20261121);
  // The map reads the database at start, and the storm is the demo's starting picture, not news: no refresh, no alerts (a bus with no listeners).
  const outages = new CallNetOutagesService(new CallNetOutagesRepository(em), new DomainEvents());
  const t = now.getTime();
  const iso = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();
  const addresses = demoAddressRecords();
  const at = (a: AddressRecord): LngLat => ({ lng: a.lng, lat: a.lat });

  const extensiveShapes = DEMO_EXTENSIVE_AREAS.map((e) => shapeOf({ type: 'EXTENSIVE', area: e.area, position: e.area[0], outageCircle: null }));
  for (const [i, e] of DEMO_EXTENSIVE_AREAS.entries()) {
    await outages.upsert(e.id, {
      type: 'EXTENSIVE',
      area: e.area,
      description: e.description,
      addressesCount: e.addressesCount,
      cause: e.cause,
      start: iso(t - (6 - i * 2) * HOUR),
      end: iso(t + (5 + i * 3) * HOUR),
      // Restoration progress (docs/integration.md): crews at work, a first guess of the end, a part restored.
      crewStatus: i % 2 ? 'ON_SITE' : 'RESTORING',
      endConfidence: 'LOW',
      customersAffected: e.addressesCount * 4,
      customersRestored: Math.floor((e.addressesCount * 4) / (i + 3)),
    });
  }

  const outside = addresses.filter((a) => !extensiveShapes.some((s) => shapeContains(s, at(a))));
  for (let i = 0; i < 40; i++) {
    const a = pick(outside);
    const voltageClass: VoltageClass = i % 3 === 0 ? 'HV' : 'LV';
    const sameStreet = addresses.filter((b) => b.street === a.street && b.district === a.district);
    const from = Math.max(0, sameStreet.indexOf(a) - 3);
    const list = sameStreet.slice(from, from + 3 + Math.floor(random() * 8));
    const start = t - (0.5 + random() * 10) * HOUR;
    const input: OutageInput = {
      type: 'FAILURE',
      voltageClass,
      addressList: list.map((b) => ({ streetType: b.streetType, streetName: b.street, residenceNumber: b.houseNumber })),
      addressesCount: voltageClass === 'HV' ? 40 + Math.floor(random() * 400) : list.length + Math.floor(random() * 30),
      start: iso(start),
      end: random() < 0.8 ? iso(start + (2 + random() * 8) * HOUR) : null,
      cause: pick(CAUSES),
      // Every crew step appears among the demo failures; no random draw, so the storm's places stay as they were.
      crewStatus: CREW_STATUSES[i % CREW_STATUSES.length],
      endConfidence: i % 3 === 0 ? 'HIGH' : 'LOW',
    };
    if (i % 4 === 0) {
      // A polygon of six corners round the address, 150–400 m across.
      const r = (150 + random() * 250) / 111_320;
      input.area = Array.from({ length: 6 }, (_, k) => ({
        lng: a.lng + ((r * Math.cos((k * Math.PI) / 3)) / Math.cos((a.lat * Math.PI) / 180)) * (0.8 + random() * 0.4),
        lat: a.lat + r * Math.sin((k * Math.PI) / 3) * (0.8 + random() * 0.4),
      }));
    } else {
      input.position = at(a);
      input.outageCircle = voltageClass === 'HV' || random() < 0.3 ? 'MEDIUM' : 'SMALL';
    }
    await outages.upsert(`DEMO-AW-${String(i + 1).padStart(3, '0')}`, input);
  }

  // Planned outages of the previous seeder: reports near them fold into them.
  const planned = (await em.find(PlannedOutageEntity, { where: { acceptStatus: 'ACCEPTED', deleted: false } }))
    .filter((p) => p.outageEnd.getTime() > t)
    .map((p) => plannedItem({ id: p.id, points: p.points, addresses: [], comment: p.comment, outageStart: '', outageEnd: '' } as never, '').shape);
  const inExtensive = addresses.filter((a) => extensiveShapes.some((s) => shapeContains(s, at(a))));
  const inPlanned = addresses.filter((a) => planned.some((s) => shapeContains(s, at(a))));
  const free = outside.filter((a) => !planned.some((s) => shapeContains(s, at(a))));

  const reports = Array.from({ length: 300 }, () => {
    const r = random();
    const where = r < 0.25 && inExtensive.length ? 'EXTENSIVE' : r < 0.33 && inPlanned.length ? 'PLANNED' : 'ANY';
    const a = pick(where === 'EXTENSIVE' ? inExtensive : where === 'PLANNED' ? inPlanned : free);
    const limited = random() < 0.2;
    const reportType: ReportType = where === 'EXTENSIVE' ? 'EXTENSIVE_FAILURE' : where === 'PLANNED' ? 'WORKS' : limited ? 'LIMITED_VOLTAGE' : 'NO_VOLTAGE';
    const first = pick(FIRST);
    const last = pick(LAST);
    // More reports in the storm's last hours than the day before.
    const reportedAt = new Date(t - Math.floor(random() ** 2 * 24 * HOUR * 0.999));
    return {
      source: random() < 0.15 ? ('CALL_CENTER' as const) : ('WEB' as const),
      reportType,
      city: a.city,
      district: a.district,
      streetType: a.streetType,
      streetName: a.street,
      residenceNumber: a.houseNumber,
      apartmentNumber: random() < 0.5 ? String(1 + Math.floor(random() * 60)) : null,
      postcode: a.postcode,
      reporter: `${first} ${last}`,
      phoneNumber: `+48${600_000_000 + Math.floor(random() * 99_999_999)}`,
      email: `${ascii(first)}.${ascii(last)}${Math.floor(random() * 90) + 10}@example.pl`,
      description: limited ? 'Obniżone napięcie: światło przygasa, urządzenia nie działają poprawnie.' : 'Brak napięcia w całym lokalu.',
      lng: a.lng,
      lat: a.lat,
      outageStart: new Date(reportedAt.getTime() - Math.floor(random() * 45) * 60_000),
      reportedAt,
    };
  });
  await insertUserReports(em, reports);
}
