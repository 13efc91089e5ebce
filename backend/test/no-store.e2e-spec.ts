import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AreasService } from '../src/areas/areas.service';
import { OutageLocatorService } from '../src/map-feed/outage-locator.service';
import { solvedCaptcha } from './support/altcha-solver';
import { createTestApp, type TestApp } from './support/test-app';

const KEY = 'test-integration-key-0123456789abcdef';
/** Inside "Test Centrum" of fixtures/areas/areas.geojson. */
const AT = { lng: 21.02, lat: 52.215 };

type Operation = { method: 'get' | 'post' | 'put' | 'delete' | 'patch'; path: string };

/** Every operation of the OpenAPI document that needs a signed-in user (`@Auth()` documents its 401 so). */
function signedInOperations(): Operation[] {
  const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.responses?.['401']?.description === 'Brak, nieważny lub unieważniony token') {
        operations.push({ method: method as Operation['method'], path: path.replace(/\{[^}]+\}/g, '1') });
      }
    }
  }
  return operations;
}

describe('Cache-Control: no-store where an answer is about the caller', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_COST: '20', TRUST_PROXY: 'true', INTEGRATION_API_KEYS: KEY, NOTIFICATIONS_WORKER: 'false' });
    await t.app.get(AreasService).upload({ originalname: 'areas.geojson', buffer: readFileSync(join(__dirname, 'fixtures', 'areas', 'areas.geojson')) });
  });
  afterAll(() => t.close());

  it('is on the 401 of every signed-in route, without a token and with a bad one', async () => {
    const operations = signedInOperations();
    // Every family: staff users, sign-out, planned outages, areas, settings, outboxes, the resident's account …
    expect(operations.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const { method, path } of operations) {
      for (const auth of [undefined, 'Bearer not-a-token']) {
        const call = t.http()[method](path);
        const res = await (auth ? call.set('Authorization', auth) : call);
        answers.push(`${method} ${path} ${auth ? 'bad' : 'none'}: ${res.status} ${res.headers['cache-control']}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith(': 401 no-store'))).toEqual([]);
  });

  it('is on the 401 of the integration API and of a wrong password', async () => {
    const integration = await t.http().get('/api/integration/user-reports').expect(401);
    expect(integration.headers['cache-control']).toBe('no-store');
    const login = await t.http().post('/public/api/login').send({ login: 'nikt@demo.local', password: 'Zle-haslo1' }).expect(401);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it("is on the report's 201 (it carries followUpToken) and on the follow-up's 201", async () => {
    const failure = {
      type: 'FAILURE',
      voltageClass: 'LV',
      position: AT,
      outageCircle: 'MEDIUM',
      addressList: [{ streetType: 'ul.', streetName: 'Hoża', residenceNumber: '1' }],
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: null,
      cause: 'Uszkodzenie kabla nN',
    };
    await t.http().put('/api/integration/outages/NO-STORE-1').set('X-Api-Key', KEY).send(failure).expect(200);
    await t.app.get(OutageLocatorService).refresh();
    const report = await t
      .http()
      .post('/public/api/call-net/report')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({
        city: 'Warszawa',
        street: 'ul. Hoża',
        residenceNumber: '7',
        reporter: 'Anna Nowak',
        phoneNumber: '+48601000777',
        email: 'anna7@zglaszajacy.test',
        coordinateX: AT.lng,
        coordinateY: AT.lat,
        reportType: 'NO_VOLTAGE',
        checkAnswers: { building: 'FLAT', invoicesPaid: true, fusesChecked: true, meterChecked: true, neighboursHaveLight: false },
        dataProtectionConsent: true,
        recaptchaToken: await solvedCaptcha(t, 'REPORT'),
      })
      .expect(201);
    expect(report.body.followUpToken).toEqual(expect.any(String));
    expect(report.headers['cache-control']).toBe('no-store');

    const followUp = await t
      .http()
      .post(`/public/api/call-net/report/${report.body.id}/follow-up`)
      .set('X-Forwarded-For', '198.18.0.77')
      .send({ token: report.body.followUpToken, email: true, sms: false, consent: true })
      .expect(201);
    expect(followUp.headers['cache-control']).toBe('no-store');
  });
});
