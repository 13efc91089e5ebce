import ExcelJS from 'exceljs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PollAnswerEntity } from '../src/poll/entities/poll-answer.entity';
import { createUser, tokenFor } from './factories/user.factory';
import { solvedCaptcha } from './support/altcha-solver';
import { createTestApp, TestApp } from './support/test-app';
import { binary } from './support/body-parsers';

// A low ALTCHA cost, so the test solves challenges in milliseconds (production: CAPTCHA_COST=5000).
const LOW_COST = { CAPTCHA_COST: '20' };

const ANSWER = {
  reportFailureTarget: true,
  failureCheckTarget: false,
  plannedCheckTarget: true,
  targetAchieved: true,
  targetNotAchieved: false,
  additionalRemarks: '  Dziękuję, szybko znalazłem informację o wyłączeniu.  ',
};

const CAPTCHA_FAILED = 'Weryfikacja captcha nie powiodła się. Spróbuj ponownie.';

/** supertest buffers a binary body only when asked. */
// `any`: superagent's response type does not declare the stream events it has.
describe('survey (poll) with the self-hosted ALTCHA captcha', () => {
  let t: TestApp;
  const answers = () => t.db.getRepository(PollAnswerEntity);

  beforeAll(async () => {
    t = await createTestApp(LOW_COST);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await answers().clear();
  });

  describe('GET /public/api/captcha/challenge', () => {
    it('gives a fresh, uncached challenge bound to the action, expiring in 10 minutes', async () => {
      const res = await t.http().get('/public/api/captcha/challenge?action=POLL').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        parameters: expect.objectContaining({
          algorithm: 'PBKDF2/SHA-256',
          cost: 1000,
          data: { action: 'POLL' },
          nonce: expect.any(String),
          salt: expect.any(String),
        }),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(res.body.parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
      expect(res.body.parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
      const again = await t.http().get('/public/api/captcha/challenge?action=POLL').expect(200);
      expect(again.body.signature).not.toBe(res.body.signature);
    });

    it('refuses an unknown or missing action', async () => {
      const res = await t.http().get('/public/api/captcha/challenge?action=LOGIN').expect(400);
      expect(res.body.errors).toEqual({ action: 'Dozwolone wartości: POLL, REPORT' });
      await t.http().get('/public/api/captcha/challenge').expect(400);
    });
  });

  describe('POST /public/api/poll/add', () => {
    it('stores the answer with its time and nothing else about the person', async () => {
      const before = Date.now();
      await t
        .http()
        .post('/public/api/poll/add')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ ...ANSWER, recaptchaToken: await solvedCaptcha(t) })
        .expect(204);
      const rows = await answers().find();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          answeredAt: expect.any(Date),
          reportFailureTarget: true,
          failureCheckTarget: false,
          plannedCheckTarget: true,
          targetAchieved: true,
          additionalRemarks: 'Dziękuję, szybko znalazłem informację o wyłączeniu.',
        },
      ]);
      expect(rows[0].answeredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const columns = await t.db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'poll_answers' ORDER BY ordinal_position`);
      expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual([
        'id',
        'answered_at',
        'report_failure_target',
        'failure_check_target',
        'planned_check_target',
        'target_achieved',
        'additional_remarks',
      ]);
    });

    it('stores "goal not achieved" and no remark', async () => {
      const { additionalRemarks: _omitted, ...withoutRemark } = ANSWER;
      await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...withoutRemark, targetAchieved: false, targetNotAchieved: true, recaptchaToken: await solvedCaptcha(t) })
        .expect(204);
      expect(await answers().find()).toEqual([expect.objectContaining({ targetAchieved: false, additionalRemarks: null })]);
    });

    it('refuses an answer without a captcha', async () => {
      const res = await t.http().post('/public/api/poll/add').send(ANSWER).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors: { recaptchaToken: 'Pole obowiązkowe' } });
      expect(await answers().count()).toBe(0);
    });

    it.each([
      ['garbage', () => Promise.resolve('bm90IGEgc29sdXRpb24=')],
      ["the widget's test mode", () => Promise.resolve(Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'))],
      ['a solution for another form', (t2: TestApp) => solvedCaptcha(t2, 'REPORT')],
    ])('refuses a wrong captcha: %s', async (_name, token) => {
      const res = await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, recaptchaToken: await token(t) })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: CAPTCHA_FAILED, errors: { recaptchaToken: CAPTCHA_FAILED } });
      expect(await answers().count()).toBe(0);
    });

    it('refuses a solution sent a second time', async () => {
      const recaptchaToken = await solvedCaptcha(t);
      await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, recaptchaToken })
        .expect(204);
      const res = await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, recaptchaToken })
        .expect(400);
      expect(res.body.errors).toEqual({ recaptchaToken: CAPTCHA_FAILED });
      expect(await answers().count()).toBe(1);
    });

    it('accepts exactly one of two simultaneous sends of the same solution', async () => {
      const recaptchaToken = await solvedCaptcha(t);
      const statuses = await Promise.all(
        [1, 2, 3].map(() =>
          t
            .http()
            .post('/public/api/poll/add')
            .send({ ...ANSWER, recaptchaToken })
            .then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([204, 400, 400]);
      expect(await answers().count()).toBe(1);
    });

    it.each([
      ['no purpose', { reportFailureTarget: false, plannedCheckTarget: false }, { reportFailureTarget: 'Wybierz co najmniej jeden cel wizyty' }],
      ['both goal answers', { targetAchieved: true, targetNotAchieved: true }, { targetAchieved: 'Wybierz jedną odpowiedź: tak albo nie' }],
      ['no goal answer', { targetAchieved: false, targetNotAchieved: false }, { targetAchieved: 'Wybierz jedną odpowiedź: tak albo nie' }],
      ['a remark over 500 characters', { additionalRemarks: 'a'.repeat(501) }, { additionalRemarks: 'Maksymalna długość: 500' }],
      [
        'a remark with control characters',
        { additionalRemarks: 'tekst\u001b[2J' },
        { additionalRemarks: 'Pole „Uwagi” zawiera niewidoczne znaki lub znaki sterujące kierunkiem tekstu' },
      ],
      ['a string instead of a boolean', { failureCheckTarget: 'true' }, { failureCheckTarget: 'Wartość musi być wartością logiczną (true/false)' }],
      ['a missing answer', { plannedCheckTarget: undefined }, { plannedCheckTarget: 'Pole obowiązkowe' }],
      ['an unknown field', { email: 'jan@example.pl' }, { email: 'Nieznane pole' }],
    ])('refuses %s with the message under the field, stores nothing and leaves the captcha unspent', async (_name, change, errors) => {
      const recaptchaToken = await solvedCaptcha(t);
      const res = await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, ...change, recaptchaToken })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Niepoprawne dane', errors });
      expect(await answers().count()).toBe(0);
      // The person corrects the answer and sends again with the same, still unspent, solution.
      await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, recaptchaToken })
        .expect(204);
    });

    it('accepts a remark of exactly 500 characters', async () => {
      await t
        .http()
        .post('/public/api/poll/add')
        .send({ ...ANSWER, additionalRemarks: 'ż'.repeat(500), recaptchaToken: await solvedCaptcha(t) })
        .expect(204);
    });
  });

  describe('GET /api/poll/results', () => {
    let adminAuth: { Authorization: string };

    beforeAll(async () => {
      const admin = await createUser(t.db, { systemRole: 'ADMIN' });
      adminAuth = { Authorization: `Bearer ${await tokenFor(t.http, admin.email)}` };
    });

    it('needs a signed-in user (401) with the ADMIN role (403)', async () => {
      await t.http().get('/api/poll/results').expect(401);
      for (const systemRole of ['DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC'] as const) {
        const user = await createUser(t.db, { systemRole });
        const res = await t
          .http()
          .get('/api/poll/results')
          .set({ Authorization: `Bearer ${await tokenFor(t.http, user.email)}` })
          .expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: 'Nie masz wystarczających uprawnień' });
      }
    });

    it('gives every answer as an .xlsx with Polish headers and Warsaw time', async () => {
      await answers().insert([
        {
          answeredAt: new Date('2026-01-10T08:05:00Z'),
          reportFailureTarget: true,
          failureCheckTarget: false,
          plannedCheckTarget: false,
          targetAchieved: true,
          additionalRemarks: null,
        },
        {
          answeredAt: new Date('2026-07-10T21:30:15Z'),
          reportFailureTarget: false,
          failureCheckTarget: true,
          plannedCheckTarget: true,
          targetAchieved: false,
          additionalRemarks: 'Brak mojej ulicy.',
        },
      ]);
      const res = await t.http().get('/api/poll/results').set(adminAuth).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wyniki-ankiety-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      expect(res.headers['cache-control']).toBe('no-store');

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.body);
      const sheet = workbook.getWorksheet('Odpowiedzi')!;
      const rows = sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
      expect(rows).toEqual([
        [
          'Lp.',
          'Data i godzina odpowiedzi (czas polski)',
          'Cel: zgłoszenie awarii',
          'Cel: sprawdzenie bieżących awarii',
          'Cel: sprawdzenie planowanych wyłączeń',
          'Cel wizyty osiągnięty',
          'Uwagi',
        ],
        [1, new Date('2026-01-10T09:05:00Z'), 'Tak', 'Nie', 'Nie', 'Tak'],
        [2, new Date('2026-07-10T23:30:15Z'), 'Nie', 'Tak', 'Tak', 'Nie', 'Brak mojej ulicy.'],
      ]);
    });

    it('gives a file with only the header row when nobody has answered', async () => {
      const res = await t.http().get('/api/poll/results').set(adminAuth).buffer(true).parse(binary).expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.body);
      expect(workbook.getWorksheet('Odpowiedzi')!.rowCount).toBe(1);
    });
  });
});

describe('survey with Google reCAPTCHA (CAPTCHA_PROVIDER=recaptcha)', () => {
  let t: TestApp;
  let google: Server;
  const unexpected: string[] = [];

  beforeAll(async () => {
    // Google's siteverify on loopback: knows two tokens, refuses anything else it is sent.
    google = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const answers: Record<string, object> = {
          'good-token': { success: true, score: 0.9, action: 'POLL' },
          'bot-token': { success: true, score: 0.1, action: 'POLL' },
        };
        const answer = answers[form.get('response') ?? ''];
        if (req.method !== 'POST' || form.get('secret') !== 'e2e-secret' || !answer) {
          unexpected.push(`${req.method} ${req.url} ${body}`);
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    t = await createTestApp({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'e2e-secret', RECAPTCHA_VERIFY_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => google.close(() => resolve()));
    expect(unexpected).toEqual([]);
  });

  it('stores an answer whose token Google scores as a person', async () => {
    await t
      .http()
      .post('/public/api/poll/add')
      .send({ ...ANSWER, recaptchaToken: 'good-token' })
      .expect(204);
    expect(await t.db.getRepository(PollAnswerEntity).count()).toBe(1);
  });

  it('refuses a token Google scores as a bot', async () => {
    const res = await t
      .http()
      .post('/public/api/poll/add')
      .send({ ...ANSWER, recaptchaToken: 'bot-token' })
      .expect(400);
    expect(res.body.errors).toEqual({ recaptchaToken: CAPTCHA_FAILED });
    expect(await t.db.getRepository(PollAnswerEntity).count()).toBe(1);
  });

  it('offers no ALTCHA challenge', async () => {
    await t.http().get('/public/api/captcha/challenge?action=POLL').expect(404);
  });
});
