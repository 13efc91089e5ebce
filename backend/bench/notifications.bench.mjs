#!/usr/bin/env node
// npm run bench:alerts — alerts for watched addresses at a city's scale (docs/performance.md "Alerts").
// Starts its own embedded PostgreSQL on a free port in a temporary folder, migrates it and fills it with 50,000
// portal accounts, each watching one address (20,000 distinct addresses, 2.5 watchers each; one in seven also by
// SMS, and every one with a browser subscribed to push alerts); then, in the built app (backend/dist) with a real SMTP
// server and a local push service (test/support/local-push-service.mjs: https, VAPID checked, every payload decrypted)
// in this process, an accepter accepts a planned outage of 500 addresses. Prints the time from acceptance to all
// alerts queued (the same transaction), then the delivery rate to the SMTP server, the SMS outbox and the push
// service by one worker. Then a failure covering the same addresses starts and ends through the integration API's
// service: the time to queue its "power is back" alerts with the "Czy masz już prąd?" question (one signed link per
// person, in the same transaction) and their delivery. Environment: BENCH_USERS (default 50000),
// BENCH_OUTAGE_ADDRESSES (default 500).
import { performance } from 'node:perf_hooks';
import { dist, machine, require, run, withEmbeddedDatabase } from './bench-support.mjs';
import { LocalPushService } from '../test/support/local-push-service.mjs';

const { NestFactory } = require('@nestjs/core');
const { SMTPServer } = require('smtp-server');
const { DataSource } = require('typeorm');
const { loadConfig } = dist('config/app-config.js');
const { AppModule } = dist('app.module.js');
const { PlannedOutagesService } = dist('planned-outages/planned-outages.service.js');
const { NotificationWorkerService } = dist('notifications/notification-worker.service.js');
const { CallNetOutagesService } = dist('outages/call-net-outages.service.js');

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const OUTAGE_ADDRESSES = Number(process.env.BENCH_OUTAGE_ADDRESSES ?? 500);
const STREETS = 160;
const NUMBERS = 125; // 160 streets × 125 numbers = 20,000 distinct addresses

/** A real SMTP server that accepts everything and counts it. */
async function startSmtp() {
  const state = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        state.received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, port: server.server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One browser per account, subscribed to the local push service (real P-256 keys: the service decrypts each alert). */
async function subscribeBrowsers(db, push) {
  const started = performance.now();
  const users = (await db.query(`SELECT id FROM users WHERE system_role = 'PUBLIC' ORDER BY id`)).map((r) => r.id);
  for (let i = 0; i < users.length; i += 5_000) {
    const chunk = users.slice(i, i + 5_000).map((id) => ({ id, s: push.subscribe() }));
    await db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent_label)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        chunk.map((c) => c.id),
        chunk.map((c) => c.s.endpoint),
        chunk.map((c) => c.s.keys.p256dh),
        chunk.map((c) => c.s.keys.auth),
        chunk.map(() => 'Chrome, Android'),
      ],
    );
  }
  await db.query('ANALYZE push_subscriptions');
  console.log(`Push: ${users.length} browsers subscribed (one per account) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function fill(url, push) {
  const db = await new DataSource({ type: 'postgres', url }).initialize();
  try {
    const started = performance.now();
    await db.query(
      `INSERT INTO users (system_role, full_name, email, email_confirmed_at, data_processing_consent_at, email_notification_at, sms_notification_at, phone)
       SELECT 'PUBLIC', 'Mieszkaniec ' || i, 'm' || i || '@bench.local', now(), now(), now(),
              CASE WHEN i % 7 = 0 THEN now() END, CASE WHEN i % 7 = 0 THEN '600' || lpad(i::text, 6, '0') END
       FROM generate_series(1, $1) AS i`,
      [USERS],
    );
    // Street 'Testowa N', number M: the stored match keys are what addressMatchKey() makes of them.
    await db.query(
      `INSERT INTO watched_addresses (user_id, street_type, street_name, house_number, city, district, lng, lat, active, match_key, match_key_base)
       SELECT u.id, 'ul.', 'Testowa ' || (n % ${STREETS}), ((n / ${STREETS}) % ${NUMBERS} + 1)::text, 'Warszawa', 'Wola',
              20.95 + (n % ${STREETS}) * 0.001, 52.2 + ((n / ${STREETS}) % ${NUMBERS}) * 0.0005, true,
              'testowa ' || (n % ${STREETS}) || '|' || ((n / ${STREETS}) % ${NUMBERS} + 1),
              'testowa ' || (n % ${STREETS}) || '|' || ((n / ${STREETS}) % ${NUMBERS} + 1)
       FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE system_role = 'PUBLIC') u`,
    );
    const [{ id: dispatcherId }] = await db.query(
      `INSERT INTO users (system_role, full_name, email) VALUES ('DISPATCHER', 'Dyspozytor', 'd@bench.local') RETURNING id`,
    );
    const [{ id: accepterId }] = await db.query(
      `INSERT INTO users (system_role, full_name, email) VALUES ('ACCEPTER', 'Akceptujący', 'a@bench.local') RETURNING id`,
    );
    await db.query('ANALYZE users; ANALYZE watched_addresses');
    await subscribeBrowsers(db, push);
    console.log(
      `Data: ${USERS} accounts watching ${Math.min(USERS, STREETS * NUMBERS)} distinct addresses, loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { dispatcherId, accepterId };
  } finally {
    await db.destroy();
  }
}

async function main() {
  const smtp = await startSmtp();
  const push = await LocalPushService.start();
  try {
    await withEmbeddedDatabase('alerts', (url) => measure(url, smtp, push));
  } finally {
    await smtp.close();
    await push.close();
  }
}

async function measure(url, smtp, push) {
  let app;
  try {
    const { dispatcherId, accepterId } = await fill(url, push);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      NOTIFICATIONS_WORKER: 'false',
      SMS_QUIET_HOURS: '00:00-00:00',
      PUSH_SERVICE_HOSTS: push.serviceHost,
      PUSH_CA_FILE: push.caFile,
    });
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config, url), { logger: false });
    const outages = app.get(PlannedOutagesService);
    const worker = app.get(NotificationWorkerService);

    // 500 addresses: the first streets, every number, as a dispatcher would paste them.
    const addresses = Array.from({ length: OUTAGE_ADDRESSES }, (_, k) => {
      const street = `Testowa ${Math.floor(k / NUMBERS)}`;
      const number = String((k % NUMBERS) + 1);
      return {
        nonFormattedAddress: `ul. ${street} ${number}`,
        street: `ul. ${street}`,
        streetNumber: number,
        city: 'Warszawa',
        coordinates: { lng: 20.95 + Math.floor(k / NUMBERS) * 0.001, lat: 52.2 + (k % NUMBERS) * 0.0005 },
      };
    });
    const start = new Date(Date.now() + 6 * 86_400_000);
    const dispatcher = { id: dispatcherId, role: 'DISPATCHER', fullName: 'Dyspozytor', email: 'd@bench.local' };
    const saved = await outages.save(
      {
        addresses,
        outageStart: start.toISOString(),
        outageEnd: new Date(start.getTime() + 6 * 3_600_000).toISOString(),
        outageAnnouncement: new Date().toISOString().slice(0, 10),
        voltageLevel: 'LV',
      },
      dispatcher,
    );

    let t0 = performance.now();
    await outages.changeAcceptStatus(
      { id: saved.id, acceptStatus: 'ACCEPTED' },
      { id: accepterId, role: 'ACCEPTER', fullName: 'Akceptujący', email: 'a@bench.local' },
    );
    const queuedMs = performance.now() - t0;
    const db = app.get(DataSource);
    const [{ email, sms, pushes }] = await db.query(
      `SELECT count(*) FILTER (WHERE channel = 'EMAIL')::int AS email, count(*) FILTER (WHERE channel = 'SMS')::int AS sms, count(*) FILTER (WHERE channel = 'PUSH')::int AS pushes FROM notifications`,
    );
    // The service refuses (403) a key other than the server's.
    push.expectedKey = (await db.query(`SELECT public_key AS "publicKey" FROM push_vapid_keys`))[0].publicKey;

    t0 = performance.now();
    const result = await worker.drain();
    const deliverySeconds = (performance.now() - t0) / 1000;

    console.log(`Machine: ${machine()}`);
    console.log(
      `Acceptance of a planned outage of ${OUTAGE_ADDRESSES} addresses → ${email + sms + pushes} alerts queued (${email} e-mail, ${sms} SMS, ${pushes} push) in the same transaction: ${queuedMs.toFixed(0)} ms`,
    );
    console.log(
      `Delivery by one worker (batch ${config.notifications.batchSize}, ${config.notifications.concurrency} at once): ${result.sent} sent, ${result.retried + result.failed + result.uncertain} not, ` +
        `in ${deliverySeconds.toFixed(1)} s = ${(result.sent / deliverySeconds).toFixed(0)} alerts/s; the SMTP server received ${smtp.state.received} mails, ` +
        `the push service ${push.received.length} pushes (VAPID verified, decrypted; ${push.refused.length} refused)`,
    );
    const polish = push.received.filter((m) => JSON.parse(m.payload).title.startsWith('Planowane wyłączenie prądu: ul. Testowa ')).length;
    if (polish !== pushes || push.refused.length)
      throw new Error(`push: ${polish} of ${pushes} alerts decrypted to the expected Polish title, ${push.refused.length} refused`);

    // A failure over the same addresses: its start is told to the watchers, its end asks them whether power is back.
    const failures = app.get(CallNetOutagesService);
    const lngs = addresses.map((a) => a.coordinates.lng);
    const lats = addresses.map((a) => a.coordinates.lat);
    const [west, east, south, north] = [Math.min(...lngs) - 0.0005, Math.max(...lngs) + 0.0005, Math.min(...lats) - 0.0005, Math.max(...lats) + 0.0005];
    const counts = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS alerts, (SELECT count(*)::int FROM restoration_checks) AS questions FROM notifications WHERE event = 'OUTAGE_ENDED'`,
        )
      )[0];
    await failures.upsert('BENCH-QUESTION', {
      type: 'FAILURE',
      voltageClass: 'LV',
      area: [
        { lng: west, lat: south },
        { lng: east, lat: south },
        { lng: east, lat: north },
        { lng: west, lat: north },
      ],
      addressList: [],
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
      cause: 'Uszkodzenie linii kablowej nN',
      description: null,
    });
    const started = await worker.drain();
    t0 = performance.now();
    await failures.end('BENCH-QUESTION');
    const endedMs = performance.now() - t0;
    const ended = await counts();
    t0 = performance.now();
    const endedDelivery = await worker.drain();
    const endedSeconds = (performance.now() - t0) / 1000;
    console.log(
      `A failure over the same addresses: ${started.sent} "outage started" alerts delivered; its end → ${ended.alerts} "power is back" alerts queued with ` +
        `${ended.questions} "Czy masz już prąd?" questions (one signed link per person) in the same transaction: ${endedMs.toFixed(0)} ms; delivered ` +
        `${endedDelivery.sent} in ${endedSeconds.toFixed(1)} s = ${(endedDelivery.sent / endedSeconds).toFixed(0)} alerts/s`,
    );
    if (!ended.alerts || !ended.questions) throw new Error("the failure's end queued no alert or no question: the bench measured nothing");
  } finally {
    await app?.close();
  }
}

run(main);
