import { SharedThrottlerStorage, STORE_RETRY_AFTER_MS, STORE_TIMEOUT_MS, ThrottlerStoreUnavailableError } from './shared-throttler.storage';
import type { CounterState, ThrottlerHitsRepository } from './throttler-hits.repository';
import { THROTTLERS } from './throttling-policy';

const MINUTE = 60_000;

describe('SharedThrottlerStorage', () => {
  let hit: jest.Mock<Promise<CounterState>, [string, number, number, number]>;
  let sut: SharedThrottlerStorage;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    hit = jest.fn();
    sut = new SharedThrottlerStorage({ hit } as unknown as ThrottlerHitsRepository);
  });
  afterEach(() => {
    sut.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('answers what the shared counter says, keyed by throttler and client', async () => {
    hit.mockResolvedValue({ hits: 4, expiresIn: 37, blockedFor: 0 });
    await expect(sut.increment('abc', MINUTE, 3, MINUTE, THROTTLERS.signIn)).resolves.toEqual({
      totalHits: 4,
      timeToExpire: 37,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    hit.mockResolvedValue({ hits: 4, expiresIn: 37, blockedFor: 59 });
    await expect(sut.increment('abc', MINUTE, 3, MINUTE, THROTTLERS.signIn)).resolves.toMatchObject({ isBlocked: true, timeToBlockExpire: 59 });
    expect(hit).toHaveBeenCalledWith('default:abc', MINUTE, 3, MINUTE);
  });

  it('blocks for the window when the throttler sets no block', async () => {
    hit.mockResolvedValue({ hits: 1, expiresIn: 60, blockedFor: 0 });
    await sut.increment('abc', MINUTE, 3, 0, THROTTLERS.signIn);
    expect(hit).toHaveBeenCalledWith('default:abc', MINUTE, 3, MINUTE);
  });

  it('keeps limiting sign-in in this process while the database fails, and asks it again after a pause', async () => {
    hit.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await sut.increment('abc', MINUTE, 3, MINUTE, THROTTLERS.signIn));
    expect(answers.map((a) => a.isBlocked)).toEqual([false, false, false, true]);
    expect(hit).toHaveBeenCalledTimes(1); // no time lost per request during the outage
    jest.advanceTimersByTime(STORE_RETRY_AFTER_MS);
    hit.mockResolvedValue({ hits: 1, expiresIn: 60, blockedFor: 0 });
    await expect(sut.increment('other', MINUTE, 3, MINUTE, THROTTLERS.signIn)).resolves.toMatchObject({ totalHits: 1, isBlocked: false });
    expect(hit).toHaveBeenCalledTimes(2);
  });

  it('refuses the account-mail routes while the database fails', async () => {
    hit.mockRejectedValue(new Error('Connection terminated unexpectedly'));
    await expect(sut.increment('abc', MINUTE, 10, MINUTE, THROTTLERS.accountMail)).rejects.toBeInstanceOf(ThrottlerStoreUnavailableError);
    await expect(sut.increment('abc', MINUTE, 10, MINUTE, THROTTLERS.accountMail)).rejects.toBeInstanceOf(ThrottlerStoreUnavailableError);
  });

  it('does not wait on a hung database longer than the budget', async () => {
    hit.mockReturnValue(new Promise<CounterState>(() => undefined));
    const answer = sut.increment('abc', MINUTE, 3, MINUTE, THROTTLERS.signIn);
    jest.advanceTimersByTime(STORE_TIMEOUT_MS);
    await expect(answer).resolves.toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
