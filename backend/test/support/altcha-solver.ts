import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app';

/** Does what the browser's `altcha` widget does: fetches a challenge, solves it and encodes the payload it would send. */
export async function solvedCaptcha(t: TestApp, action = 'POLL'): Promise<string> {
  const res = await t.http().get(`/public/api/captcha/challenge?action=${action}`).expect(200);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('The test could not solve the captcha: is CAPTCHA_COST low for tests?');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}
