import { Logger } from '@nestjs/common';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { loadConfig } from '../../config/app-config';
import type { UsedSolutionsRepository } from '../used-solutions.repository';
import { AltchaCaptchaService } from './altcha-captcha.service';

/** The replay store as the database behaves: a key is accepted once. */
class InMemoryUsedSolutions {
  readonly rows = new Map<string, Date>();
  async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
    if (this.rows.has(signature)) return false;
    this.rows.set(signature, expiresAt);
    return true;
  }
  async deleteExpired(now = new Date()): Promise<number> {
    let deleted = 0;
    for (const [key, expiresAt] of this.rows) if (expiresAt < now && this.rows.delete(key)) deleted += 1;
    return deleted;
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  // The widget's payload: base64 JSON of the challenge it was given and its solution.
  return encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
}

// The refusals are logged; the verdicts are what these tests check.
beforeAll(() => Logger.overrideLogger(false));

describe('AltchaCaptchaService', () => {
  let used: InMemoryUsedSolutions;
  let sut: AltchaCaptchaService;
  const make = (env: Record<string, string> = {}) =>
    new AltchaCaptchaService(loadConfig({ CAPTCHA_COST: '20', ...env }), used as unknown as UsedSolutionsRepository);

  beforeEach(() => {
    used = new InMemoryUsedSolutions();
    sut = make();
  });

  it('creates a signed challenge bound to the action, expiring in 10 minutes, with the configured work', async () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    const challenge = await sut.createChallenge('POLL', now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { action: 'POLL' }, expiresAt: now / 1000 + 600 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(10);
    expect(solution!.counter).toBeLessThanOrEqual(20);
  });

  it('accepts a solved challenge once and refuses the same solution again', async () => {
    const token = await solve(await sut.createChallenge('POLL'));
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: true });
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason: 'replayed' });
  });

  it('refuses a solution for another action without spending it', async () => {
    const token = await solve(await sut.createChallenge('REPORT'));
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason: 'wrong-action' });
    await expect(sut.verify(token, 'REPORT')).resolves.toEqual({ ok: true });
  });

  it('refuses an expired challenge', async () => {
    const token = await solve(await sut.createChallenge('POLL', Date.now() - 11 * 60_000));
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = make({ CAPTCHA_HMAC_KEY: 'another-key-of-at-least-32-characters!!' });
    const token = await solve(await foreign.createChallenge('POLL'));
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered challenge: the action changed after signing', async () => {
    const challenge = await sut.createChallenge('REPORT');
    const solution = await solveChallenge({ challenge, deriveKey });
    const token = encode({ challenge: { parameters: { ...challenge.parameters, data: { action: 'POLL' } }, signature: challenge.signature }, solution });
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong solution: the derived key is what proves the work', async () => {
    const challenge = await sut.createChallenge('POLL');
    const solution = await solveChallenge({ challenge, deriveKey });
    const guessed = encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } });
    await expect(sut.verify(guessed, 'POLL')).resolves.toEqual({ ok: false, reason: 'invalid' });
    const notHex = encode({ challenge, solution: { ...solution, derivedKey: 'zz' } });
    await expect(sut.verify(notHex, 'POLL')).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['an empty token', '', 'missing'],
    ['no token', undefined, 'missing'],
    ['not base64', 'not a payload!', 'malformed'],
    ['base64 of text', Buffer.from('hello').toString('base64'), 'malformed'],
    ["the widget's test-mode payload", encode({ challenge: null, solution: null, test: true }), 'malformed'],
    ['an oversized token', 'A'.repeat(5000), 'malformed'],
  ])('refuses %s', async (_name, token, reason) => {
    await expect(sut.verify(token, 'POLL')).resolves.toEqual({ ok: false, reason });
  });

  it('forgets spent solutions once their challenge has expired', async () => {
    used.rows.set('old', new Date(Date.now() - 1000));
    await sut.verify(await solve(await sut.createChallenge('POLL')), 'POLL');
    expect([...used.rows.keys()]).not.toContain('old');
    expect(used.rows.size).toBe(1);
  });
});
