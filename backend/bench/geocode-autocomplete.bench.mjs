#!/usr/bin/env node
// npm run bench:geocode — autocomplete latency on a register of 100,000 addresses (docs/performance.md).
// Starts its own embedded PostgreSQL on a free port in a temporary folder, migrates it, loads synthetic but
// realistic Warsaw-like addresses through the same upsert as the import, then times GeocodingService.autocomplete
// (parsing + SQL + mapping, no HTTP) over varied queries: prefixes, missing diacritics, upper case, street-type
// prefixes, surnames alone, house numbers and typos. Uses the built backend (backend/dist).
import { performance } from 'node:perf_hooks';
import { dist, machine, require, run, withEmbeddedDatabase } from './bench-support.mjs';

const { DataSource } = require('typeorm');
const { dataSourceOptions } = dist('database/data-source-options.js');
const { AddressRegisterRepository } = dist('geocoding/register/address-register.repository.js');
const { toAddressRecord } = dist('geocoding/register/address-record.js');
const { LocalRegisterGeocoder } = dist('geocoding/providers/local-register.geocoder.js');
const { GeocodingService } = dist('geocoding/geocoding.service.js');
const { CAPITAL_BOUNDS } = dist('geocoding/service-area.js');

const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
// Warsaw has some 5,000 streets for its roughly 100,000 address points: about 25 numbers a street.
const NUMBERS_PER_STREET = 25;

// A fixed seed: every run loads the same register and asks the same questions.
let seed = 20261122;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

const SURNAMES = [
  'Kopernika',
  'Mickiewicza',
  'Słowackiego',
  'Sienkiewicza',
  'Kościuszki',
  'Chopina',
  'Reymonta',
  'Żeromskiego',
  'Prusa',
  'Konopnickiej',
  'Orzeszkowej',
  'Skłodowskiej-Curie',
  'Piłsudskiego',
  'Pułaskiego',
  'Traugutta',
  'Kilińskiego',
  'Matejki',
  'Staszica',
  'Kołłątaja',
  'Batorego',
  'Chrobrego',
  'Kasprowicza',
  'Tuwima',
  'Norwida',
  'Fredry',
  'Wyspiańskiego',
  'Paderewskiego',
  'Narutowicza',
  'Dąbrowskiego',
  'Okrzei',
  'Grottgera',
  'Lelewela',
  'Śniadeckich',
  'Wańkowicza',
  'Herberta',
  'Miłosza',
  'Szymborskiej',
  'Baczyńskiego',
  'Gałczyńskiego',
  'Iwaszkiewicza',
  'Brzechwy',
  'Korczaka',
  'Kochanowskiego',
  'Reja',
  'Krasickiego',
  'Asnyka',
  'Jasińskiego',
  'Bema',
  'Sowińskiego',
  'Hallera',
  'Andersa',
  'Sikorskiego',
  'Maczka',
  'Pileckiego',
  'Witosa',
  'Daszyńskiego',
  'Grabskiego',
  'Żółkiewskiego',
  'Czarnieckiego',
  'Jagiełły',
  'Łokietka',
  'Sobieskiego',
  'Kordeckiego',
  'Ordona',
  'Słowika',
  'Wróblewskiego',
  'Zamoyskiego',
  'Lompy',
];
const FIRST_NAMES = [
  'Jana',
  'Adama',
  'Juliusza',
  'Marii',
  'Stefana',
  'Józefa',
  'Ignacego',
  'Tadeusza',
  'Władysława',
  'Henryka',
  'Bolesława',
  'Kazimierza',
  'Stanisława',
  'Wojciecha',
  'Marcina',
  'Emilii',
  'Elizy',
  'Zofii',
  'Anny',
  'Ludwika',
  'Gustawa',
  'Zygmunta',
];
const ADJECTIVES = [
  'Leśna',
  'Polna',
  'Ogrodowa',
  'Słoneczna',
  'Kwiatowa',
  'Lipowa',
  'Brzozowa',
  'Klonowa',
  'Dębowa',
  'Sosnowa',
  'Akacjowa',
  'Jaśminowa',
  'Różana',
  'Wiśniowa',
  'Jabłoniowa',
  'Krótka',
  'Długa',
  'Szeroka',
  'Wąska',
  'Cicha',
  'Spokojna',
  'Wesoła',
  'Zielona',
  'Modra',
  'Złota',
  'Srebrna',
  'Miodowa',
  'Łąkowa',
  'Rzeczna',
  'Wodna',
  'Górna',
  'Dolna',
  'Środkowa',
  'Boczna',
  'Graniczna',
  'Kolejowa',
  'Dworcowa',
  'Fabryczna',
  'Przemysłowa',
  'Handlowa',
  'Szkolna',
  'Kościelna',
  'Parkowa',
  'Ogrodnicza',
  'Myśliwska',
  'Rybacka',
  'Kowalska',
  'Piekarska',
  'Młyńska',
  'Tkacka',
  'Żytnia',
  'Pszenna',
  'Owsiana',
  'Makowa',
  'Bursztynowa',
  'Koralowa',
  'Perłowa',
  'Grzybowa',
  'Jagodowa',
  'Malinowa',
];
const PLACES = [
  'Krakowska',
  'Gdańska',
  'Poznańska',
  'Lubelska',
  'Radomska',
  'Łódzka',
  'Wrocławska',
  'Kielecka',
  'Białostocka',
  'Olsztyńska',
  'Toruńska',
  'Płocka',
  'Sandomierska',
  'Grodzieńska',
  'Wileńska',
  'Lwowska',
  'Mazowiecka',
  'Podlaska',
  'Kaszubska',
  'Śląska',
  'Kujawska',
  'Opolska',
  'Rzeszowska',
  'Zamojska',
  'Siedlecka',
  'Łowicka',
  'Kaliska',
  'Gnieźnieńska',
  'Częstochowska',
  'Szczecińska',
];
const PHRASES = [
  'Armii Krajowej',
  'Wojska Polskiego',
  'Obrońców Pokoju',
  'Bohaterów Getta',
  'Powstańców Warszawy',
  'Żołnierzy Wyklętych',
  'Szarych Szeregów',
  '3 Maja',
  '11 Listopada',
  '1 Sierpnia',
  '15 Sierpnia',
  'Nowy Świat',
  'Dywizjonu 303',
  'Żwirki i Wigury',
  'Praskiego Pułku',
  'Batalionu Zośka',
  'Cichociemnych',
  'Ułanów Krechowieckich',
  'Lotników',
  'Marynarki Polskiej',
];
const DISTRICTS = [
  'Bemowo',
  'Białołęka',
  'Bielany',
  'Mokotów',
  'Ochota',
  'Praga-Południe',
  'Praga-Północ',
  'Rembertów',
  'Śródmieście',
  'Targówek',
  'Ursus',
  'Ursynów',
  'Wawer',
  'Wesoła',
  'Wilanów',
  'Włochy',
  'Wola',
  'Żoliborz',
];

function streetNames() {
  const names = new Set();
  for (const s of SURNAMES) names.add(s);
  for (const s of SURNAMES) for (const f of FIRST_NAMES) if (random() < 0.6) names.add(`${f} ${s}`);
  for (const a of [...ADJECTIVES, ...PLACES, ...PHRASES]) names.add(a);
  return [...names];
}

function streetType() {
  const r = random();
  return r < 0.9 ? 'ul.' : r < 0.95 ? 'al.' : r < 0.98 ? 'pl.' : 'os.';
}

function buildRegister() {
  const names = streetNames();
  const streets = [];
  const taken = new Set();
  while (streets.length * NUMBERS_PER_STREET < ADDRESSES) {
    const street = { name: pick(names), district: pick(DISTRICTS), type: streetType() };
    // One street of a name per district, as in a real city.
    if (taken.has(`${street.name}|${street.district}`)) continue;
    taken.add(`${street.name}|${street.district}`);
    streets.push(street);
  }
  const records = [];
  const { north, south, east, west } = CAPITAL_BOUNDS;
  streets.forEach((street, i) => {
    const lat = south + 0.02 + random() * (north - south - 0.04);
    const lng = west + 0.02 + random() * (east - west - 0.04);
    const angle = random() * Math.PI;
    for (let n = 1; n <= NUMBERS_PER_STREET && records.length < ADDRESSES; n++) {
      const houseNumber = n % 9 === 0 ? `${n}A` : String(n);
      const result = toAddressRecord({
        id: `bench-${i}-${houseNumber}`,
        streetType: street.type,
        street: street.name,
        houseNumber,
        postcode: `0${Math.floor(random() * 5)}-${String(100 + Math.floor(random() * 900))}`,
        city: 'Warszawa',
        district: street.district,
        lat: lat + Math.sin(angle) * n * 0.00018,
        lng: lng + Math.cos(angle) * n * 0.00029,
      });
      if ('problems' in result) throw new Error(result.problems.join('; '));
      records.push(result.record);
    }
  });
  return { records, names };
}

const stripDiacritics = (s) => s.replace(/ł/g, 'l').replace(/Ł/g, 'L').normalize('NFD').replace(/\p{M}/gu, '');

/** What people type: prefixes, no diacritics, upper case, a type word, a surname alone, a number, a typo. */
function buildQueries(names) {
  const queries = [];
  while (queries.length < QUERIES) {
    const name = pick(names);
    const words = name.split(' ');
    let q = random() < 0.25 && words.length > 1 ? words[words.length - 1] : name;
    const r = random();
    if (r < 0.35) q = q.slice(0, 2 + Math.floor(random() * Math.max(1, q.length - 2)));
    else if (r < 0.7) q = `${q} ${1 + Math.floor(random() * (NUMBERS_PER_STREET + 5))}`.slice(0, q.length + 1 + Math.ceil(random() * 2));
    else if (r < 0.8 && q.length > 6) {
      const at = 2 + Math.floor(random() * (q.length - 4));
      q = q.slice(0, at) + q.slice(at + 1);
    }
    if (random() < 0.5) q = stripDiacritics(q);
    if (random() < 0.2) q = q.toUpperCase();
    else if (random() < 0.5) q = q.toLowerCase();
    if (random() < 0.15) q = `${pick(['ul. ', 'ulica ', 'al. ', 'Ul '])}${q}`;
    if (q.trim().length >= 2) queries.push(q);
  }
  return queries;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (x) => `${x.toFixed(2)} ms`;

async function main() {
  await withEmbeddedDatabase('geocode', measure);
}

async function measure(url) {
  let dataSource;
  try {
    dataSource = await new DataSource(dataSourceOptions(url)).initialize();

    const { records, names } = buildRegister();
    let started = performance.now();
    for (let i = 0; i < records.length; i += 5000) {
      const batch = records.slice(i, i + 5000);
      await dataSource.transaction((em) => new AddressRegisterRepository(em).upsert(batch));
    }
    await dataSource.query('ANALYZE address_streets; ANALYZE address_points');
    const [{ points, streets }] = await dataSource.query(
      'SELECT (SELECT count(*) FROM address_points)::int AS points, (SELECT count(*) FROM address_streets)::int AS streets',
    );
    console.log(
      `Register: ${points} addresses on ${streets} streets (${names.length} distinct names), loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const service = new GeocodingService(undefined, new LocalRegisterGeocoder(new AddressRegisterRepository(dataSource.manager)));
    const queries = buildQueries(names);
    for (const q of queries.slice(0, 200)) await service.autocomplete(q, 10); // warm-up: plans, caches, JIT

    const latencies = [];
    let empty = 0;
    started = performance.now();
    for (const q of queries) {
      const t0 = performance.now();
      const found = await service.autocomplete(q, 10);
      latencies.push(performance.now() - t0);
      if (!found.length) empty++;
    }
    const sequentialSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queries.length) await service.autocomplete(queries[next++], 10);
      }),
    );
    const concurrentSeconds = (performance.now() - started) / 1000;

    console.log(
      `Queries: ${queries.length} varied autocomplete queries, limit 10 (${empty} with no suggestion); examples: ${queries
        .slice(0, 6)
        .map((q) => JSON.stringify(q))
        .join(', ')}`,
    );
    console.log(`Machine: ${machine()}`);
    console.log(
      `One at a time: median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1])}; ${(queries.length / sequentialSeconds).toFixed(0)} queries/s`,
    );
    console.log(`${CONCURRENCY} concurrent: ${(queries.length / concurrentSeconds).toFixed(0)} queries/s`);
  } finally {
    await dataSource?.destroy();
  }
}

run(main);
