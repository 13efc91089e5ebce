import { ExecutionContext, NotFoundException } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { bearerMatches, MetricsAccessGuard } from './metrics-access.guard';

const TOKEN = 'metrics-unit-token-0123456789abcdef0123';

const contextWith = (authorization?: string) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ headers: { authorization } }) }) }) as unknown as ExecutionContext;

describe('bearerMatches', () => {
  it.each([
    [`Bearer ${TOKEN}`, true],
    [`bearer ${TOKEN}`, true],
    [`Bearer ${TOKEN}x`, false],
    [`Bearer ${TOKEN.slice(1)}`, false],
    [`Basic ${TOKEN}`, false],
    [TOKEN, false],
    ['Bearer ', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(bearerMatches(header, TOKEN)).toBe(expected));
});

describe('MetricsAccessGuard', () => {
  it('lets the scraper in with METRICS_TOKEN, without asking for a sign-in', async () => {
    const sut = new MetricsAccessGuard(loadConfig({ METRICS_TOKEN: TOKEN }));
    await expect(sut.canActivate(contextWith(`Bearer ${TOKEN}`))).resolves.toBe(true);
  });

  it('answers 404 on the main port when the metrics have a port of their own, even to the token', async () => {
    const sut = new MetricsAccessGuard(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }));
    await expect(sut.canActivate(contextWith(`Bearer ${TOKEN}`))).rejects.toBeInstanceOf(NotFoundException);
  });
});
