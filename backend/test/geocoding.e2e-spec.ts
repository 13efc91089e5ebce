import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoAddressRegister } from '../src/database/seeds/demo-address-register.seed';
import { AddressPointEntity } from '../src/geocoding/entities/address-point.entity';
import { AddressStreetEntity } from '../src/geocoding/entities/address-street.entity';
import type { GeocodedAddress } from '../src/geocoding/geocoded-address';
import { GeocodingService } from '../src/geocoding/geocoding.service';
import { importAddressCsv } from '../src/geocoding/register/import-addresses';
import { createAddress, createStreet } from './factories/address.factory';
import { createTestApp, TestApp } from './support/test-app';

const FIXTURE = join(__dirname, 'fixtures', 'addresses-sample.csv');
const labels = (body: GeocodedAddress[]) => body.map((a) => a.label);

describe('geocoding calls (local address register)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createStreet(t.db, { street: 'Marszałkowska', postcode: '00-590', first: 1, last: 12, start: { lat: 52.2126, lng: 21.0196 } });
    await createAddress(t.db, { street: 'Marszałkowska', houseNumber: '10A', postcode: '00-590', lat: 52.2143, lng: 21.0197 });
    await createAddress(t.db, {
      street: 'Marszałkowska',
      houseNumber: '1',
      city: 'Kraków',
      district: 'Stare Miasto',
      postcode: '31-100',
      lat: 50.0614,
      lng: 19.9372,
    });
    await createAddress(t.db, { streetType: 'al.', street: 'Jerozolimskie', houseNumber: '65/79', postcode: '00-697', lat: 52.2285, lng: 21.0052 });
    await createAddress(t.db, { street: 'Marcina Kasprzaka', houseNumber: '31', district: 'Wola', postcode: '01-211', lat: 52.2282, lng: 20.964 });
    await createAddress(t.db, { street: 'Żwirki i Wigury', houseNumber: '16', district: 'Ochota', lat: 52.2, lng: 20.98 });
    await createAddress(t.db, { street: 'Szkolna', houseNumber: '5', district: 'Śródmieście', postcode: '00-006', lat: 52.238, lng: 21.0095 });
    await createAddress(t.db, { street: 'Szkolna', houseNumber: '5', district: 'Wesoła', postcode: '05-075', lat: 52.2535, lng: 21.229 });
    await createAddress(t.db, { street: 'Wolska', houseNumber: '10', district: 'Wola', lat: 52.2335, lng: 20.975 });
    await createAddress(t.db, { street: 'Dywizjonu 303', houseNumber: '5', district: 'Bemowo', lat: 52.25, lng: 20.938 });
  });
  afterAll(() => t.close());

  describe('GET /public/api/geocode/autocomplete', () => {
    it('suggests addresses without diacritics, starting with the typed number, in the register shape', async () => {
      const res = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'marszalkowska 1' }).expect(200);
      expect(labels(res.body)).toEqual([
        'ul. Marszałkowska 1, 00-590 Warszawa',
        'ul. Marszałkowska 10, 00-590 Warszawa',
        'ul. Marszałkowska 10A, 00-590 Warszawa',
        'ul. Marszałkowska 11, 00-590 Warszawa',
        'ul. Marszałkowska 12, 00-590 Warszawa',
      ]);
      expect(res.body[0]).toEqual({
        label: 'ul. Marszałkowska 1, 00-590 Warszawa',
        streetType: 'ul.',
        street: 'Marszałkowska',
        streetNumber: '1',
        postcode: '00-590',
        city: 'Warszawa',
        district: 'Śródmieście',
        coordinates: { lng: 21.0196, lat: 52.2126 },
      });
    });

    it.each([
      ['UL. MARSZAŁK', 'ul. Marszałkowska 1, 00-590 Warszawa'],
      ['ulica marsz', 'ul. Marszałkowska 1, 00-590 Warszawa'],
      ['Aleje Jerozolimskie', 'al. Jerozolimskie 65/79, 00-697 Warszawa'],
      ['al jerozol 65', 'al. Jerozolimskie 65/79, 00-697 Warszawa'],
      ['kasprzaka', 'ul. Marcina Kasprzaka 31, 01-211 Warszawa'],
      ['zwirki i wig', 'ul. Żwirki i Wigury 16, Warszawa'],
      ['wigury 16', 'ul. Żwirki i Wigury 16, Warszawa'],
      ['dywizjonu 303', 'ul. Dywizjonu 303 5, Warszawa'],
      ['marszałkowka', 'ul. Marszałkowska 1, 00-590 Warszawa'],
    ])('finds %j regardless of case, diacritics and the street-type prefix', async (q, first) => {
      const res = await t.http().get('/public/api/geocode/autocomplete').query({ q }).expect(200);
      expect(res.body[0]?.label).toBe(first);
    });

    it('stays inside the capital: the Kraków namesake is never suggested', async () => {
      const res = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'Marszałkowska', limit: 20 }).expect(200);
      expect(res.body).toHaveLength(13);
      expect(res.body.every((a: GeocodedAddress) => a.city === 'Warszawa')).toBe(true);
    });

    it('honours the limit and (W) for the Wesoła district', async () => {
      const three = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'marsz', limit: 3 }).expect(200);
      expect(labels(three.body)).toEqual([
        'ul. Marszałkowska 1, 00-590 Warszawa',
        'ul. Marszałkowska 2, 00-590 Warszawa',
        'ul. Marszałkowska 3, 00-590 Warszawa',
      ]);
      const both = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'szkolna 5' }).expect(200);
      expect(both.body.map((a: GeocodedAddress) => a.district)).toEqual(['Śródmieście', 'Wesoła']);
      const wesola = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'szkolna 5 (W)' }).expect(200);
      expect(wesola.body.map((a: GeocodedAddress) => a.district)).toEqual(['Wesoła']);
    });

    it('answers an empty list when nothing matches', async () => {
      await t.http().get('/public/api/geocode/autocomplete').query({ q: 'Nieistniejąca' }).expect(200, []);
      await t.http().get('/public/api/geocode/autocomplete').query({ q: 'Marszałkowska 99' }).expect(200, []);
    });

    it.each([
      [{}, { q: 'Pole obowiązkowe' }],
      [{ q: 'm' }, { q: 'Wymagana długość: 2' }],
      [{ q: '   ' }, { q: 'Pole obowiązkowe' }],
      [{ q: 'x'.repeat(101) }, { q: 'Maksymalna długość: 100' }],
      [{ q: 'marsz', limit: '0' }, { limit: 'Minimalna wartość: 1' }],
      [{ q: 'marsz', limit: '21' }, { limit: 'Maksymalna wartość: 20' }],
      [{ q: 'marsz', limit: 'abc' }, { limit: 'Wartość musi być liczbą całkowitą' }],
      [{ q: 'marsz', limit: '2.5' }, { limit: 'Wartość musi być liczbą całkowitą' }],
      [{ q: 'marsz', city: 'Kraków' }, { city: 'Nieznane pole' }],
    ])('answers 400 in the error shape for %j', async (query, errors) => {
      const res = await t.http().get('/public/api/geocode/autocomplete').query(query).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
    });
  });

  describe('GET /public/api/geocode/search', () => {
    const marszalkowska10 = {
      label: 'ul. Marszałkowska 10, 00-590 Warszawa',
      streetType: 'ul.',
      street: 'Marszałkowska',
      streetNumber: '10',
      postcode: '00-590',
      city: 'Warszawa',
      district: 'Śródmieście',
      coordinates: { lng: 21.0196, lat: expect.closeTo(52.21422, 6) },
    };

    it.each([
      'ul. Marszałkowska 10, 00-590 Warszawa',
      'Marszalkowska 10',
      'MARSZAŁKOWSKA 10, Warszawa',
      'ulica marszałkowska 10',
      'Marszałkowska 10/4',
      'Marszałkowka 10',
    ])('geocodes %j to the one address', async (q) => {
      const res = await t.http().get('/public/api/geocode/search').query({ q }).expect(200);
      expect(res.body).toEqual(marszalkowska10);
    });

    it.each([
      ['Marszałkowska 10a', 'ul. Marszałkowska 10A, 00-590 Warszawa'],
      ['Kasprzaka 31', 'ul. Marcina Kasprzaka 31, 01-211 Warszawa'],
      ['al. Jerozolimskie 65/79', 'al. Jerozolimskie 65/79, 00-697 Warszawa'],
      ['Marszałkowska 1, Kraków', 'ul. Marszałkowska 1, 31-100 Kraków'],
      ['Marszałkowska 1', 'ul. Marszałkowska 1, 00-590 Warszawa'],
    ])('geocodes %j to %j', async (q, label) => {
      const res = await t.http().get('/public/api/geocode/search').query({ q }).expect(200);
      expect(res.body.label).toBe(label);
    });

    it('reads (W) as the Wesoła district, and prefers the city’s street without it', async () => {
      const wesola = await t.http().get('/public/api/geocode/search').query({ q: 'Szkolna 5 (W)' }).expect(200);
      expect(wesola.body).toMatchObject({ district: 'Wesoła', postcode: '05-075' });
      const city = await t.http().get('/public/api/geocode/search').query({ q: 'Szkolna 5' }).expect(200);
      expect(city.body).toMatchObject({ district: 'Śródmieście', postcode: '00-006' });
    });

    it.each(['Marszałkowska 999', 'Marszałkowska', 'Wołoska 10', 'Nieistniejąca 5', 'Marszałkowska 10, Gdańsk'])('answers 404 for %j', async (q) => {
      const res = await t.http().get('/public/api/geocode/search').query({ q }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono adresu' });
    });

    it('answers 400 without q', async () => {
      const res = await t.http().get('/public/api/geocode/search').expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { q: 'Pole obowiązkowe' } });
    });

    it('lets browsers and the storm tier keep a found address for five minutes, and never an error', async () => {
      const found = await t.http().get('/public/api/geocode/search').query({ q: 'Marszałkowska 10' }).expect(200);
      expect(found.headers['cache-control']).toBe('public, max-age=300');
      const missing = await t.http().get('/public/api/geocode/search').query({ q: 'Nieistniejąca 5' }).expect(404);
      expect(missing.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);
      const refused = await t.http().get('/public/api/geocode/search').expect(400);
      expect(refused.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);
      const suggestions = await t.http().get('/public/api/geocode/autocomplete').query({ q: 'Marszałk' }).expect(200);
      expect(suggestions.headers['cache-control']).toBe('public, max-age=300');
    });

    it('is what GeocodingService.geocode answers to other modules', async () => {
      const service = t.app.get(GeocodingService);
      await expect(service.geocode('Puławska 145 (W)')).resolves.toBeNull();
      await expect(service.geocode('ul. Marszałkowska 10, Warszawa')).resolves.toEqual(marszalkowska10);
    });
  });

  describe('GET /public/api/geocode/reverse', () => {
    it('finds the nearest address point', async () => {
      // About 40 m west of Marszałkowska 10 (10A is about 50 m away).
      const res = await t.http().get('/public/api/geocode/reverse').query({ lat: '52.2142', lng: '21.0190' }).expect(200);
      expect(res.body.label).toBe('ul. Marszałkowska 10, 00-590 Warszawa');
    });

    it('answers 404 when no address lies within about 300 m', async () => {
      const res = await t.http().get('/public/api/geocode/reverse').query({ lat: '52.3', lng: '21.2' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono adresu' });
      // 350 m north of the last Marszałkowska number.
      await t
        .http()
        .get('/public/api/geocode/reverse')
        .query({ lat: String(52.2126 + 11 * 0.00018 + 0.00315), lng: '21.0196' })
        .expect(404);
    });

    it.each([
      [{ lat: 'abc', lng: '21' }, { lat: 'Wartość musi być liczbą' }],
      [{ lat: '52.2', lng: '1e3' }, { lng: 'Wartość musi być liczbą' }],
      [{ lat: '91', lng: '21' }, { lat: 'Maksymalna wartość: 90' }],
      [{ lat: '52', lng: '-181' }, { lng: 'Minimalna wartość: -180' }],
      [{ lat: '52.2' }, { lng: 'Pole obowiązkowe' }],
    ])('answers 400 for %j', async (query, errors) => {
      const res = await t.http().get('/public/api/geocode/reverse').query(query).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
    });
  });

  it('documents the three calls in OpenAPI with their response types', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    for (const path of ['/public/api/geocode/autocomplete', '/public/api/geocode/search', '/public/api/geocode/reverse']) {
      expect(body.paths[path].get.security).toBeUndefined();
      expect(JSON.stringify(body.paths[path].get.responses['200'])).toContain('#/components/schemas/GeocodedAddressResponseDto');
    }
    expect(body.components.schemas.GeocodedAddressResponseDto.required).toEqual(
      expect.arrayContaining(['label', 'streetType', 'street', 'streetNumber', 'postcode', 'city', 'district', 'coordinates']),
    );
  });
});

describe('address import (npm run import:addresses)', () => {
  let t: TestApp;
  const counts = async () => ({ points: await t.db.getRepository(AddressPointEntity).count(), streets: await t.db.getRepository(AddressStreetEntity).count() });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the good rows, reports the bad ones with their line numbers, and a re-run updates without duplicating', async () => {
    const first = await importAddressCsv(t.db, FIXTURE);
    expect(first).toEqual({
      rows: 15,
      inserted: 8,
      updated: 0,
      unchanged: 0,
      skipped: 7,
      streetsRemoved: 0,
      problems: [6, 7, 8, 10, 13, 15, 16].map((line) => ({ line, message: expect.any(String) })),
    });
    expect(await counts()).toEqual({ points: 8, streets: 7 });
    const found = await t.http().get('/public/api/geocode/search').query({ q: 'Nowy Swiat 15' }).expect(200);
    expect(found.body).toMatchObject({ label: 'ul. Nowy Świat 15, 00-373 Warszawa', coordinates: { lng: 21.02, lat: 52.232 } });

    const again = await importAddressCsv(t.db, FIXTURE);
    expect(again).toMatchObject({ rows: 15, inserted: 0, updated: 0, unchanged: 8, skipped: 7 });
    expect(await counts()).toEqual({ points: 8, streets: 7 });

    // The same ids with a moved point and a renamed street: updated in place, the emptied street removed.
    const dir = mkdtempSync(join(tmpdir(), 'addresses-'));
    const changed = join(dir, 'changed.csv');
    copyFileSync(FIXTURE, changed);
    writeFileSync(
      changed,
      readFileSync(changed, 'utf8')
        .replace(
          'csv-12,"ul.","Nowy Świat",15,00-373,Warszawa,Śródmieście,21.0200,52.2320',
          'csv-12,"ul.","Nowy Świat",15,00-373,Warszawa,Śródmieście,21.0210,52.2330',
        )
        .replace('csv-8,ul.,Trakt Brzeski,10', 'csv-8,ul.,Trakt Lubelski,10'),
    );
    const updated = await importAddressCsv(t.db, changed);
    expect(updated).toMatchObject({ rows: 15, inserted: 0, updated: 2, unchanged: 6, skipped: 7, streetsRemoved: 1 });
    expect(await counts()).toEqual({ points: 8, streets: 7 });
    const moved = await t.http().get('/public/api/geocode/search').query({ q: 'Nowy Świat 15' }).expect(200);
    expect(moved.body.coordinates).toEqual({ lng: 21.021, lat: 52.233 });
    await t.http().get('/public/api/geocode/search').query({ q: 'Trakt Brzeski 10 (W)' }).expect(404);
    await t.http().get('/public/api/geocode/search').query({ q: 'Trakt Lubelski 10 (W)' }).expect(200);
  });

  it('loads the demo register quickly, twice without duplicates, with the streets the demo outages use', async () => {
    const started = Date.now();
    await t.db.transaction((em) => seedDemoAddressRegister(em));
    const { points } = await counts();
    expect(points).toBeGreaterThan(3000);
    await t.db.transaction((em) => seedDemoAddressRegister(em));
    expect((await counts()).points).toBe(points);
    expect(Date.now() - started).toBeLessThan(15_000);
    const service = t.app.get(GeocodingService);
    for (const q of [
      'Kasprzaka 31',
      'Gizów 1',
      'al. Prymasa Tysiąclecia 1',
      'Konstruktorska 1',
      'Wolska 1',
      'Jana Kazimierza 1',
      'Marszałkowska 10',
      'Puławska 145',
      'Grochowska 100',
      'Górczewska 200',
      'Grójecka 50',
      'Żwirki i Wigury 16',
      'Aleje Jerozolimskie 150',
      'Płowiecka 1',
      'Trakt Brzeski 10 (W)',
      '1 Praskiego Pułku 5 (W)',
    ]) {
      expect([q, (await service.geocode(q))?.city]).toEqual([q, 'Warszawa']);
    }
    expect((await service.geocode('Marszałkowska 10'))?.label).toBe('ul. Marszałkowska 10, 00-590 Warszawa');
  });
});
