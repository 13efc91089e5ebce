import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config/app-config';
import { RecaptchaCaptchaService } from './recaptcha-captcha.service';

interface Received {
  method?: string;
  url?: string;
  contentType?: string;
  form: URLSearchParams;
}

/**
 * Google's siteverify on loopback. It answers only POST /siteverify with the expected secret; anything
 * else is recorded as unexpected (and answered 500), and each test checks there was nothing unexpected.
 */
async function fakeGoogle(answers: Record<string, unknown>) {
  const received: Received[] = [];
  const unexpected: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], form });
      const answer = answers[form.get('response') ?? ''];
      if (req.method !== 'POST' || req.url !== '/siteverify' || form.get('secret') !== 'test-secret' || !answer) {
        unexpected.push(`${req.method} ${req.url} ${body}`);
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return { url, received, unexpected, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// The refusals are logged; the verdicts are what these tests check.
beforeAll(() => Logger.overrideLogger(false));

describe('RecaptchaCaptchaService', () => {
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let sut: RecaptchaCaptchaService;

  beforeEach(async () => {
    google = await fakeGoogle({
      human: { success: true, score: 0.9, action: 'POLL', hostname: 'localhost' },
      borderline: { success: true, score: 0.5, action: 'POLL' },
      bot: { success: true, score: 0.2, action: 'POLL' },
      report: { success: true, score: 0.9, action: 'REPORT' },
      used: { success: false, 'error-codes': ['timeout-or-duplicate'] },
      forged: { success: false, 'error-codes': ['invalid-input-response'] },
      v2: { success: true, hostname: 'localhost' },
    });
    sut = new RecaptchaCaptchaService(
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_MIN_SCORE: '0.5', RECAPTCHA_VERIFY_URL: google.url }),
    );
  });

  afterEach(async () => {
    await google.close();
    expect(google.unexpected).toEqual([]);
  });

  it('accepts a token for the action with a good score, sending the secret and the token as a form', async () => {
    await expect(sut.verify('human', 'POLL')).resolves.toEqual({ ok: true });
    expect(google.received).toHaveLength(1);
    expect(google.received[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(google.received[0].form)).toEqual({ secret: 'test-secret', response: 'human' });
  });

  it('accepts a score equal to the minimum', async () => {
    await expect(sut.verify('borderline', 'POLL')).resolves.toEqual({ ok: true });
  });

  it.each([
    ['a low score', 'bot', 'low-score'],
    ['a token for another action', 'report', 'wrong-action'],
    ['a token Google has seen before', 'used', 'replayed'],
    ['a token Google does not know', 'forged', 'invalid'],
    ['a v2 token without a score or action', 'v2', 'wrong-action'],
  ])('refuses %s', async (_name, token, reason) => {
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason });
  });

  it('refuses a missing token without asking Google', async () => {
    await expect(sut.verify('', 'POLL')).resolves.toEqual({ ok: false, reason: 'missing' });
    expect(google.received).toHaveLength(0);
  });

  it('answers 503 when Google cannot be reached', async () => {
    const down = new RecaptchaCaptchaService(
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify' }),
    );
    await expect(down.verify('human', 'POLL')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });

  it('answers 503 when Google answers with an error', async () => {
    // The fake answers 500 to a request it does not expect; that one is expected here.
    await expect(sut.verify('no-such-token', 'POLL')).rejects.toBeInstanceOf(ServiceUnavailableException);
    google.unexpected.length = 0;
  });
});
