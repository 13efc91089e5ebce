// The storm's data for the feed benchmarks (map-feeds.bench.mjs, profile-feeds.bench.mjs): 5,000 reports of the last
// 24 h, 500 failures (through the integration API's service) and 1,000 accepted planned outages on buildings along
// streets; and the built server started on it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { dist, freePort, require, waitUntilHealthy } from './bench-support.mjs';
import { BOX, HOUR, minute, seededRandom } from './storm-shape.mjs';

export { BOX, HOUR, minute };

export const BENCH_API_KEY = 'bench-integration-key-0123456789abcdef';
const { DataSource } = require('typeorm');
const { dataSourceOptions } = dist('database/data-source-options.js');
const { UserEntity } = dist('users/entities/user.entity.js');
const { PlannedOutagesRepository } = dist('planned-outages/planned-outages.repository.js');
const { outageHull } = dist('geo/hull.js');
const { toSearchText } = dist('planned-outages/search-text.js');
const { CallNetOutagesRepository } = dist('outages/call-net-outages.repository.js');
const { CallNetOutagesService } = dist('outages/call-net-outages.service.js');
const { DomainEvents } = dist('common/events/domain-events.js');
const { insertUserReports } = dist('map-feed/map-feed.repository.js');

export const COUNTS = { reports: 5_000, failures: 500, planned: 1_000 };
export const random = seededRandom(20261121);
const pick = (list) => list[Math.floor(random() * list.length)];
const STREET_NAMES = [
  'Marszałkowska',
  'Puławska',
  'Grochowska',
  'Wolska',
  'Górczewska',
  'Radzymińska',
  'Ostrobramska',
  'Racławicka',
  'Odyńca',
  'Chmielna',
  'Hoża',
  'Wilcza',
  'Mokotowska',
  'Grójecka',
  'Kasprzaka',
  'Płocka',
  'Targowa',
  'Zamoyskiego',
  'Waszyngtona',
  'Modlińska',
  'Marymoncka',
  'Słowackiego',
  'Kondratowicza',
  'Bartycka',
  'Sobieskiego',
  'Dolna',
  'Belwederska',
  'Rakowiecka',
  'Woronicza',
  'Wałbrzyska',
  'Ursynowska',
  'Łabiszyńska',
  'Myśliborska',
  'Światowida',
  'Kochanowskiego',
  'Broniewskiego',
  'Reymonta',
  'Szegedyńska',
  'Powstańców Śląskich',
  'Lazurowa',
  'Połczyńska',
  'Ciszewskiego',
  'Dereniowa',
  'Lanciego',
  'Przyczółkowa',
  'Wiertnicza',
  'Patriotów',
  'Trakt Lubelski',
  'Płowiecka',
  'Chełmżyńska',
  'Strażacka',
  'Kordeckiego',
  'Żegańska',
  'Bora-Komorowskiego',
  'Fieldorfa',
  'Umińskiego',
  'Meissnera',
  'Gocławska',
  'Jana Pawła II',
];
const DISTRICTS = [
  'Bemowo',
  'Białołęka',
  'Bielany',
  'Mokotów',
  'Ochota',
  'Praga-Południe',
  'Praga-Północ',
  'Śródmieście',
  'Targówek',
  'Ursynów',
  'Wawer',
  'Wola',
];

/**
 * Buildings along streets, as the address register gives them: reports and outages stand on buildings, not on
 * random points (a storm's reports repeat the same buildings and cluster round the failures).
 */
function buildRegister() {
  const buildings = [];
  for (const [s, name] of STREET_NAMES.entries()) {
    for (let segment = 0; segment < 3; segment++) {
      const from = { lng: BOX.west + random() * (BOX.east - BOX.west), lat: BOX.south + random() * (BOX.north - BOX.south) };
      const angle = random() * Math.PI;
      const street = { name, district: DISTRICTS[(s + segment) % DISTRICTS.length], buildings: [] };
      for (let n = 1; n <= 60; n++) {
        const b = { street, number: String(n), lng: from.lng + Math.cos(angle) * n * 0.0003 + (n % 2) * 0.00012, lat: from.lat + Math.sin(angle) * n * 0.0002 };
        street.buildings.push(b);
        buildings.push(b);
      }
    }
  }
  return buildings;
}
const neighbour = (b, span) => {
  const list = b.street.buildings;
  const i = list.indexOf(b) + Math.round((random() - 0.5) * 2 * span);
  return list[Math.max(0, Math.min(list.length - 1, i))];
};
const addressOf = (b) => ({ streetType: 'ul.', streetName: b.street.name, residenceNumber: b.number });

export async function fill(dataSource) {
  const now = Date.now();
  const buildings = buildRegister();
  const user = await dataSource
    .getRepository(UserEntity)
    .save({ systemRole: 'DISPATCHER', fullName: 'Dyspozytor Benchmark', email: 'bench@bench.local', passwordHash: 'x', emailConfirmedAt: new Date() });
  const planned = new PlannedOutagesRepository(dataSource);
  for (let i = 0; i < COUNTS.planned; i++) {
    // Planned works cover a stretch of one street.
    const first = pick(buildings);
    const stretch = first.street.buildings.slice(first.street.buildings.indexOf(first), first.street.buildings.indexOf(first) + 3 + Math.floor(random() * 10));
    const addresses = stretch.map((b) => {
      const values = {
        nonFormattedAddress: `ul. ${b.street.name} ${b.number}, Warszawa`,
        street: `ul. ${b.street.name}`,
        streetNumber: b.number,
        postcode: '00-001',
        city: 'Warszawa',
        district: b.street.district,
        wesolaDistrict: false,
        lng: b.lng,
        lat: b.lat,
      };
      return {
        ...values,
        searchText: toSearchText(values.nonFormattedAddress, values.street, values.streetNumber, values.postcode, values.city, values.district),
      };
    });
    // Dispatchers plan in quarter hours.
    const quarter = 15 * 60_000;
    const start = Math.round((now + (random() * 10 * 24 - 12) * HOUR) / quarter) * quarter;
    await planned.insert(
      {
        outageStart: new Date(start),
        outageEnd: new Date(Math.round((Math.max(start, now) + (2 + random() * 8) * HOUR) / quarter) * quarter),
        outageAnnouncement: '2026-11-20',
        voltageLevel: 'LV',
        taskNumber: `B-${i}`,
        recipient: 'SAP',
        comment: 'Prace planowe na sieci nN',
        acceptStatus: 'ACCEPTED',
        points: outageHull(addresses),
        createdById: user.id,
      },
      addresses,
      dataSource.manager,
    );
  }
  const outages = new CallNetOutagesService(new CallNetOutagesRepository(dataSource.manager), new DomainEvents());
  const failureSites = [];
  for (let i = 0; i < COUNTS.failures; i++) {
    const site = pick(buildings);
    failureSites.push(site);
    const kind = i % 25 === 0 ? 'EXTENSIVE' : 'FAILURE';
    const radius = kind === 'EXTENSIVE' ? 1500 : 250;
    const shape =
      kind === 'EXTENSIVE' || i % 3 === 0
        ? {
            area: Array.from({ length: 6 }, (_, k) => ({
              lng: site.lng + (Math.cos((k * Math.PI) / 3) * radius) / 68_000,
              lat: site.lat + (Math.sin((k * Math.PI) / 3) * radius) / 111_000,
            })),
          }
        : { position: { lng: site.lng, lat: site.lat }, outageCircle: random() < 0.5 ? 'SMALL' : 'MEDIUM' };
    await outages.upsert(`BENCH-${i}`, {
      type: kind,
      voltageClass: kind === 'FAILURE' ? (random() < 0.3 ? 'HV' : 'LV') : null,
      ...shape,
      addressList: Array.from({ length: 1 + Math.floor(random() * 8) }, () => addressOf(neighbour(site, 6))),
      start: minute(now - random() * 8 * HOUR),
      end: minute(now + random() * 8 * HOUR),
      cause: 'Uszkodzenie linii kablowej nN',
      description: kind === 'EXTENSIVE' ? 'Rozległa awaria po nawałnicy' : null,
    });
  }
  // Reports in the order they came (ids grow with time); most near a failure, the rest anywhere.
  const times = Array.from({ length: COUNTS.reports }, () => now - random() * 23.5 * HOUR).sort((a, b) => a - b);
  await insertUserReports(
    dataSource.manager,
    times.map((time) => {
      const b = random() < 0.7 ? neighbour(pick(failureSites), 8) : pick(buildings);
      return {
        source: random() < 0.15 ? 'CALL_CENTER' : 'WEB',
        reportType: 'NO_VOLTAGE',
        city: 'Warszawa',
        district: b.street.district,
        streetType: 'ul.',
        streetName: b.street.name,
        residenceNumber: b.number,
        postcode: '02-515',
        reporter: 'Jan Kowalski',
        phoneNumber: '+48600100200',
        email: 'jan@example.pl',
        description: 'Brak napięcia w całym lokalu.',
        lng: b.lng,
        lat: b.lat,
        reportedAt: new Date(time),
      };
    }),
  );
  await dataSource.query('ANALYZE');
}

/** Fills a migrated database with the storm's data. */
export async function loadStorm(url) {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    await fill(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

export async function startServer(databaseUrl, { execArgv = [], env = {} } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...execArgv, join(import.meta.dirname, '..', 'dist', 'main.js')], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      PORT: String(port),
      INTEGRATION_API_KEYS: BENCH_API_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child, () => output);
  return { base, child, output: () => output };
}
