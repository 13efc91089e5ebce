import type { EntityManager } from 'typeorm';
import type { AcceptStatus } from '@portal/domain';
import { PlannedOutageAddressEntity } from '../../planned-outages/entities/planned-outage-address.entity';
import { PlannedOutageEntity } from '../../planned-outages/entities/planned-outage.entity';
import { outageHull } from '../../geo/hull';
import type { Recipient, VoltageLevel } from '../../planned-outages/planned-outage.model';
import { toSearchText } from '../../planned-outages/search-text';
import { UserEntity } from '../../users/entities/user.entity';

interface DemoAddress {
  text: string;
  streetType: string;
  street: string;
  number: string;
  postcode: string;
  district: string;
  /** Approximate position, used when the address register has no such point. */
  lng: number;
  lat: number;
  wesola?: boolean;
}

/** Real Warsaw addresses in several districts (positions approximate; the register's exact ones win when it has them). */
const A = {
  marszalkowska: {
    text: 'ul. Marszałkowska 10, Warszawa',
    streetType: 'ul.',
    street: 'Marszałkowska',
    number: '10',
    postcode: '00-590',
    district: 'Śródmieście',
    lng: 21.0186,
    lat: 52.2128,
  },
  chmielna: {
    text: 'Chmielna 20',
    streetType: 'ul.',
    street: 'Chmielna',
    number: '20',
    postcode: '00-020',
    district: 'Śródmieście',
    lng: 21.0128,
    lat: 52.2327,
  },
  nowySwiat: {
    text: 'Nowy Świat 15',
    streetType: 'ul.',
    street: 'Nowy Świat',
    number: '15',
    postcode: '00-029',
    district: 'Śródmieście',
    lng: 21.0198,
    lat: 52.2331,
  },
  pulawska: {
    text: 'ul. Puławska 145',
    streetType: 'ul.',
    street: 'Puławska',
    number: '145',
    postcode: '02-715',
    district: 'Mokotów',
    lng: 21.0226,
    lat: 52.1893,
  },
  odynca: { text: 'Odyńca 20', streetType: 'ul.', street: 'Odyńca', number: '20', postcode: '02-606', district: 'Mokotów', lng: 21.0128, lat: 52.1962 },
  raclawicka: {
    text: 'ul. Racławicka 99',
    streetType: 'ul.',
    street: 'Racławicka',
    number: '99',
    postcode: '02-634',
    district: 'Mokotów',
    lng: 20.9962,
    lat: 52.1987,
  },
  wolska: { text: 'Wolska 44', streetType: 'ul.', street: 'Wolska', number: '44', postcode: '01-187', district: 'Wola', lng: 20.9691, lat: 52.2313 },
  leszno: { text: 'ul. Leszno 14', streetType: 'ul.', street: 'Leszno', number: '14', postcode: '01-192', district: 'Wola', lng: 20.9893, lat: 52.2406 },
  gorczewska: {
    text: 'Górczewska 124',
    streetType: 'ul.',
    street: 'Górczewska',
    number: '124',
    postcode: '01-460',
    district: 'Bemowo',
    lng: 20.9352,
    lat: 52.2401,
  },
  grochowska: {
    text: 'ul. Grochowska 200',
    streetType: 'ul.',
    street: 'Grochowska',
    number: '200',
    postcode: '04-357',
    district: 'Praga-Południe',
    lng: 21.0953,
    lat: 52.2442,
  },
  waszyngtona: {
    text: 'al. Waszyngtona 12',
    streetType: 'al.',
    street: 'Waszyngtona',
    number: '12',
    postcode: '03-910',
    district: 'Praga-Południe',
    lng: 21.0563,
    lat: 52.2411,
  },
  ostrobramska: {
    text: 'Ostrobramska 75',
    streetType: 'ul.',
    street: 'Ostrobramska',
    number: '75',
    postcode: '04-175',
    district: 'Praga-Południe',
    lng: 21.1131,
    lat: 52.2346,
  },
  ken: {
    text: 'al. Komisji Edukacji Narodowej 36',
    streetType: 'al.',
    street: 'Komisji Edukacji Narodowej',
    number: '36',
    postcode: '02-797',
    district: 'Ursynów',
    lng: 21.0472,
    lat: 52.1481,
  },
  dereniowa: { text: 'Dereniowa 6', streetType: 'ul.', street: 'Dereniowa', number: '6', postcode: '02-776', district: 'Ursynów', lng: 21.0396, lat: 52.1423 },
  mickiewicza: {
    text: 'ul. Mickiewicza 27',
    streetType: 'ul.',
    street: 'Adama Mickiewicza',
    number: '27',
    postcode: '01-562',
    district: 'Żoliborz',
    lng: 20.9843,
    lat: 52.2662,
  },
  marymoncka: {
    text: 'Marymoncka 34',
    streetType: 'ul.',
    street: 'Marymoncka',
    number: '34',
    postcode: '01-813',
    district: 'Bielany',
    lng: 20.9631,
    lat: 52.2832,
  },
  radzyminska: {
    text: 'ul. Radzymińska 121',
    streetType: 'ul.',
    street: 'Radzymińska',
    number: '121',
    postcode: '03-560',
    district: 'Targówek',
    lng: 21.0652,
    lat: 52.2651,
  },
  okuniewska: {
    text: 'Okuniewska 3 (W)',
    streetType: 'ul.',
    street: 'Okuniewska',
    number: '3',
    postcode: '05-075',
    district: 'Wesoła',
    lng: 21.2245,
    lat: 52.2491,
    wesola: true,
  },
  praskiegoPulku: {
    text: '1 Praskiego Pułku 20 (W)',
    streetType: 'ul.',
    street: '1 Praskiego Pułku',
    number: '20',
    postcode: '05-075',
    district: 'Wesoła',
    lng: 21.2181,
    lat: 52.2542,
    wesola: true,
  },
} satisfies Record<string, DemoAddress>;

interface DemoOutage {
  /** Days from today (negative: in the past) and Warsaw-ish hours (UTC + 1); `ongoing`: hours from now instead. */
  day: number;
  ongoing?: boolean;
  from: number;
  to: number;
  status: AcceptStatus;
  deleted?: boolean;
  voltage: VoltageLevel;
  recipient: Recipient | null;
  task: string | null;
  comment: string;
  addresses: DemoAddress[];
}

const OUTAGES: DemoOutage[] = [
  {
    day: 1,
    from: 8,
    to: 14,
    status: 'ACCEPTED',
    voltage: 'MV',
    recipient: 'SAP',
    task: 'SAP-4100231',
    comment: 'Wymiana rozdzielnicy SN w stacji transformatorowej',
    addresses: [A.marszalkowska, A.chmielna, A.nowySwiat],
  },
  {
    day: 3,
    from: 9,
    to: 15,
    status: 'ACCEPTED',
    voltage: 'LV',
    recipient: 'SAP',
    task: 'SAP-4100245',
    comment: 'Przebudowa linii kablowej nN',
    addresses: [A.pulawska, A.odynca, A.raclawicka],
  },
  {
    day: 0,
    ongoing: true,
    from: -2,
    to: 4,
    status: 'ACCEPTED',
    voltage: 'LV',
    recipient: 'CallNet',
    task: 'CN-77812',
    comment: 'Naprawa złącza kablowego',
    addresses: [A.wolska, A.leszno],
  },
  {
    day: 5,
    from: 7,
    to: 13,
    status: 'ACCEPTED',
    voltage: 'MV',
    recipient: 'CallNet',
    task: 'CN-77840',
    comment: 'Modernizacja stacji transformatorowej',
    addresses: [A.grochowska, A.waszyngtona, A.ostrobramska],
  },
  {
    day: 7,
    from: 8,
    to: 12,
    status: 'ACCEPTED',
    voltage: 'LV',
    recipient: 'SAP',
    task: 'SAP-4100302',
    comment: 'Wymiana słupów linii napowietrznej',
    addresses: [A.okuniewska, A.praskiegoPulku],
  },
  {
    day: 14,
    from: 7,
    to: 16,
    status: 'ACCEPTED',
    voltage: 'HV',
    recipient: 'SAP',
    task: 'SAP-4100377',
    comment: 'Przegląd pola liniowego 110 kV',
    addresses: [A.pulawska, A.ken, A.dereniowa],
  },
  {
    day: 10,
    from: 8,
    to: 14,
    status: 'TO_ACCEPT',
    voltage: 'LV',
    recipient: 'SAP',
    task: 'SAP-4100410',
    comment: 'Przyłączenie nowego budynku',
    addresses: [A.ken, A.dereniowa],
  },
  {
    day: 12,
    from: 9,
    to: 11,
    status: 'TO_ACCEPT',
    voltage: 'LV',
    recipient: null,
    task: null,
    comment: 'Wymiana licznika w rozdzielnicy budynku',
    addresses: [A.mickiewicza],
  },
  {
    day: 2,
    from: 10,
    to: 14,
    status: 'TO_ACCEPT',
    voltage: 'MV',
    recipient: 'CallNet',
    task: 'CN-77901',
    comment: 'Przełączenia w sieci SN',
    addresses: [A.marymoncka, A.mickiewicza],
  },
  {
    day: 4,
    from: 8,
    to: 15,
    status: 'REJECTED',
    voltage: 'MV',
    recipient: 'SAP',
    task: 'SAP-4100288',
    comment: 'Wymiana kabla SN (termin koliduje z wydarzeniem miejskim)',
    addresses: [A.radzyminska],
  },
  {
    day: 6,
    from: 8,
    to: 12,
    status: 'ACCEPTED',
    deleted: true,
    voltage: 'LV',
    recipient: 'SAP',
    task: 'SAP-4100199',
    comment: 'Prace odwołane',
    addresses: [A.gorczewska],
  },
  {
    day: -6,
    from: 8,
    to: 14,
    status: 'ACCEPTED',
    voltage: 'LV',
    recipient: 'SAP',
    task: 'SAP-4099870',
    comment: 'Wymiana oświetlenia klatek schodowych (zakończone)',
    addresses: [A.chmielna, A.nowySwiat],
  },
];

const at = (today: Date, day: number, hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, hour - 1));

/**
 * A dozen planned outages in several Warsaw districts in every status, created by the demo dispatcher.
 * Positions come from the address register when it has the point (the geocoding seeder runs first).
 */
export async function seedDemoPlannedOutages(em: EntityManager): Promise<void> {
  const dispatcher = await em.findOneBy(UserEntity, { email: 'dyspozytor@demo.local' });
  const accepter = await em.findOneBy(UserEntity, { email: 'akceptujacy@demo.local' });
  if (!dispatcher) return;
  const today = new Date();
  const place = await registerLookup(em);
  for (const o of OUTAGES) {
    // One at a time: the seeders share one transaction's connection, which runs one query at a time.
    const addresses = [];
    for (const text of o.addresses) addresses.push(await place(text));
    const start = o.ongoing ? new Date(today.getTime() + o.from * 3600_000) : at(today, o.day, o.from);
    const end = o.ongoing ? new Date(today.getTime() + o.to * 3600_000) : at(today, o.day, o.to);
    const { identifiers } = await em.insert(PlannedOutageEntity, {
      outageStart: start,
      outageEnd: end,
      outageAnnouncement: at(today, Math.min(o.day, 0) - 7, 12)
        .toISOString()
        .slice(0, 10),
      voltageLevel: o.voltage,
      taskNumber: o.task,
      recipient: o.recipient,
      comment: o.comment,
      acceptStatus: o.status,
      deleted: o.deleted ?? false,
      createdById: dispatcher.id,
      acceptStatusChangedById: o.status === 'TO_ACCEPT' ? null : (accepter?.id ?? null),
      acceptStatusChangedAt: o.status === 'TO_ACCEPT' ? null : new Date(),
      points: outageHull(addresses.map((a) => (a.lng !== null && a.lat !== null ? { lng: a.lng, lat: a.lat } : null))),
    });
    const outageId = identifiers[0].id as number;
    await em.insert(
      PlannedOutageAddressEntity,
      addresses.map((a, position) => ({ outageId, position, ...a })),
    );
  }
}

type Placed = Omit<PlannedOutageAddressEntity, 'outageId' | 'position' | 'outage'>;

/** Looks the address up in the register (tables of backend/src/geocoding), falling back to the approximate position. */
async function registerLookup(em: EntityManager): Promise<(a: DemoAddress) => Promise<Placed>> {
  const [{ exists }] = await em.query<Array<{ exists: boolean }>>(
    `SELECT to_regclass('public.address_points') IS NOT NULL AND to_regclass('public.address_streets') IS NOT NULL AS exists`,
  );
  return async (a) => {
    let found:
      | {
          street_type: string | null;
          name: string;
          house_number: string;
          postcode: string | null;
          city: string;
          district: string | null;
          lng: number;
          lat: number;
        }
      | undefined;
    if (exists) {
      [found] = await em.query(
        `SELECT s.street_type, s.name, p.house_number, p.postcode, s.city, s.district, p.lng, p.lat
           FROM address_points p JOIN address_streets s ON s.id = p.street_id
          WHERE lower(s.name) = lower($1) AND p.house_number = $2 AND (s.district IS NULL OR lower(s.district) = lower($3))
          ORDER BY p.id LIMIT 1`,
        [a.street, a.number, a.district],
      );
    }
    const street = found ? [found.street_type, found.name].filter(Boolean).join(' ') : `${a.streetType} ${a.street}`;
    const values = {
      nonFormattedAddress: a.text,
      street,
      streetNumber: found?.house_number ?? a.number,
      postcode: found?.postcode ?? a.postcode,
      city: found?.city ?? 'Warszawa',
      district: found?.district ?? a.district,
      wesolaDistrict: a.wesola ?? false,
      lng: found ? Number(found.lng) : a.lng,
      lat: found ? Number(found.lat) : a.lat,
    };
    return {
      ...values,
      searchText: toSearchText(values.nonFormattedAddress, values.street, values.streetNumber, values.postcode, values.city, values.district),
    };
  };
}
