import ICAL from 'ical.js';
import { addressMatchKey } from '@portal/domain';
import { createUser, tokenFor } from './factories/user.factory';
import { middayIn, plannedOutageForm } from './factories/planned-outage-form';
import { MARSZALKOWSKA } from './factories/outage-addresses';
import { createTestApp, type TestApp } from './support/test-app';

interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string | null;
}

/** The calendar as an independent parser (Mozilla's ical.js) reads it. */
function parse(text: string): { name: string; refresh: string; ttl: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    ttl: String(calendar.getFirstPropertyValue('x-published-ttl')),
    events: calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return {
        uid: e.uid,
        sequence: e.sequence,
        status: (v.getFirstPropertyValue('status') as string | null) ?? null,
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
        summary: e.summary,
        description: e.description,
        url: (v.getFirstPropertyValue('url') as string | null) ?? null,
      };
    }),
  };
}

describe('calendars of watched addresses', () => {
  let t: TestApp;
  let dispatcher: { Authorization: string };
  let accepter: { Authorization: string };
  let owner: { Authorization: string };
  let stranger: { Authorization: string };
  let addressId: number;
  let outageId: number;
  let feedPath: string;

  const ics = (path = feedPath) => t.http().get(path);
  const events = async () => parse((await ics().expect(200)).text).events.filter((e) => e.uid === `planned-${outageId}@awarie.example.pl`);
  const decide = (id: number, acceptStatus: string) =>
    t.http().post('/api/planned-outage/change-accept-status').set(accepter).send({ id, acceptStatus }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://awarie.example.pl' });
    const d = await createUser(t.db, { systemRole: 'DISPATCHER' });
    const a = await createUser(t.db, { systemRole: 'ACCEPTER' });
    const o = await createUser(t.db, { systemRole: 'PUBLIC' });
    const s = await createUser(t.db, { systemRole: 'PUBLIC' });
    dispatcher = { Authorization: `Bearer ${await tokenFor(t.http, d.email)}` };
    accepter = { Authorization: `Bearer ${await tokenFor(t.http, a.email)}` };
    owner = { Authorization: `Bearer ${await tokenFor(t.http, o.email)}` };
    stranger = { Authorization: `Bearer ${await tokenFor(t.http, s.email)}` };
    const [row] = await t.db.query(
      `INSERT INTO "watched_addresses" ("user_id", "street_type", "street_name", "house_number", "city", "lng", "lat", "active", "match_key", "match_key_base")
       VALUES ($1, 'ul.', 'Marszałkowska', '10/5', 'Warszawa', 21.0186, 52.2128, true, $2, $3) RETURNING "id"`,
      [o.id, addressMatchKey('Marszałkowska', '10/5'), addressMatchKey('Marszałkowska', '10')],
    );
    addressId = row.id;
  });
  afterAll(() => t.close());

  it("answers 404 for someone else's address, in the API's error shape", async () => {
    const res = await t.http().post(`/public/api/user/address/${addressId}/calendar`).set(stranger).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Nie znaleziono adresu' });
    await t.http().get(`/public/api/user/address/${addressId}/calendar`).set(stranger).expect(404);
    await t.http().delete(`/public/api/user/address/${addressId}/calendar`).set(stranger).expect(404);
  });

  it('creates a link for the owner and keeps only a hash of its token', async () => {
    await t.http().post(`/public/api/user/address/${addressId}/calendar`).expect(401);
    expect((await t.http().get(`/public/api/user/address/${addressId}/calendar`).set(owner).expect(200)).body).toEqual({
      active: false,
      url: null,
      webcalUrl: null,
    });
    const res = await t.http().post(`/public/api/user/address/${addressId}/calendar`).set(owner).expect(201);
    expect(res.body.url).toMatch(/^https:\/\/awarie\.example\.pl\/public\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(res.body.webcalUrl).toBe(res.body.url.replace('https:', 'webcal:'));
    feedPath = new URL(res.body.url).pathname;
    const token = feedPath.split('/').pop()!.replace('.ics', '');
    const [stored] = await t.db.query(`SELECT "token_hash" FROM "calendar_tokens" WHERE "watched_address_id" = $1`, [addressId]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect((await t.http().get(`/public/api/user/address/${addressId}/calendar`).set(owner).expect(200)).body).toEqual({
      active: true,
      url: null,
      webcalUrl: null,
    });
  });

  it('answers an empty, valid calendar with the subscription headers', async () => {
    const res = await ics().expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const parsed = parse(res.text);
    expect(parsed.name).toBe('Wyłączenia prądu – ul. Marszałkowska 10/5, Warszawa');
    expect(parsed.refresh).toBe('PT1H');
    expect(parsed.ttl).toBe('PT1H');
    expect(parsed.events).toEqual([]);
  });

  it('lists a published outage at the address, not one waiting for acceptance', async () => {
    outageId = (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcher)
        .send(plannedOutageForm({ comment: 'Wymiana złącza kablowego' }))
        .expect(201)
    ).body.id;
    expect(await events()).toEqual([]);
    await decide(outageId, 'ACCEPTED');
    const [event] = await events();
    const start = middayIn(5);
    expect(event).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      start: start.toISOString(),
      end: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      summary: 'Planowane wyłączenie prądu – ul. Marszałkowska 10/5, Warszawa',
    });
    expect(event.description).toContain('Wymiana złącza kablowego');
    expect(event.url).toMatch(/^https:\/\/awarie\.example\.pl\/public\/21\.018600\/52\.212800\?adres=/);
  });

  it('raises SEQUENCE with the same UID when the hours are edited and accepted again', async () => {
    const start = middayIn(6);
    await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send(plannedOutageForm({ id: outageId, outageStart: start.toISOString(), outageEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString() }))
      .expect(201);
    await decide(outageId, 'ACCEPTED');
    const [event] = await events();
    expect(event).toMatchObject({ sequence: 1, status: 'CONFIRMED', start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString() });
  });

  it('keeps SEQUENCE when an edit changes neither hours nor addresses', async () => {
    const [before] = await events();
    await t
      .http()
      .post('/api/planned-outage/add')
      .set(dispatcher)
      .send(plannedOutageForm({ id: outageId, outageStart: before.start, outageEnd: before.end, comment: 'Inny opis' }))
      .expect(201);
    await decide(outageId, 'ACCEPTED');
    expect((await events())[0].sequence).toBe(1);
  });

  it('marks a withdrawn outage CANCELLED with a higher SEQUENCE and the same UID', async () => {
    await t.http().delete(`/api/planned-outage/delete/${outageId}`).set(dispatcher).expect(204);
    const [event] = await events();
    expect(event).toMatchObject({ sequence: 2, status: 'CANCELLED' });
  });

  it('does not list an outage at another address', async () => {
    const other = (
      await t
        .http()
        .post('/api/planned-outage/add')
        .set(dispatcher)
        .send(plannedOutageForm({ addresses: [{ ...MARSZALKOWSKA, nonFormattedAddress: 'Marszałkowska 12', streetNumber: '12' }] }))
        .expect(201)
    ).body.id;
    await decide(other, 'ACCEPTED');
    const uids = parse((await ics().expect(200)).text).events.map((e) => e.uid);
    expect(uids).toEqual([`planned-${outageId}@awarie.example.pl`]);
  });

  it('answers 404 in the error shape for a bad token, and 4xx for hostile ones', async () => {
    const res = await ics('/public/api/calendar/' + 'A'.repeat(43) + '.ics').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Nie ma takiego kalendarza. Link mógł zostać wyłączony.' });
    for (const path of [
      `/public/api/calendar/${'x'.repeat(10_000)}.ics`,
      '/public/api/calendar/ab%00cd.ics',
      '/public/api/calendar/%E0%A4%A.ics',
      '/public/api/calendar/..%2F..%2Fetc.ics',
    ]) {
      const status = (await ics(path)).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('revokes the link: the old URL answers 404, a new link works', async () => {
    await t.http().delete(`/public/api/user/address/${addressId}/calendar`).set(owner).expect(204);
    await ics().expect(404);
    const res = await t.http().post(`/public/api/user/address/${addressId}/calendar`).set(owner).expect(201);
    const fresh = new URL(res.body.url).pathname;
    expect(fresh).not.toBe(feedPath);
    await ics(fresh).expect(200);
    await ics().expect(404);
  });
});
