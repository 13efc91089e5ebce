import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ServiceUnavailableException } from '@nestjs/common';
import { BUSY_MESSAGE, MAX_WAITING, runInWorker, type WorkerBudget } from './run-in-worker';

const TASKS = require.resolve('./worker-fixture.task');
const budget: WorkerBudget = { timeoutMs: 1500, maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };

describe('runInWorker', () => {
  it('answers what the function returns', async () => {
    await expect(runInWorker(TASKS, 'echo', { text: 'ala' }, budget)).resolves.toEqual({ kind: 'done', value: 'ALA' });
  });

  it('ends a worker past its time without holding up the event loop', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await expect(runInWorker(TASKS, 'spin', {}, budget)).resolves.toEqual({ kind: 'timeout' });
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('ends a worker past its heap budget', async () => {
    await expect(runInWorker(TASKS, 'hoard', {}, budget)).resolves.toEqual({ kind: 'out-of-memory' });
  });

  it('passes on an unexpected error', async () => {
    await expect(runInWorker(TASKS, 'fail', {}, budget)).rejects.toThrow(/zepsute/);
  });

  it('runs one file at a time, queues MAX_WAITING more, refuses the next with 503, and counts time only while running', async () => {
    const running = runInWorker(TASKS, 'spin', {}, budget);
    // Shorter than the spinning task's budget: time spent waiting in the queue must not count against them.
    const waiting = Array.from({ length: MAX_WAITING }, (_, i) => runInWorker(TASKS, 'echo', { text: `plik ${i}` }, { ...budget, timeoutMs: 1000 }));
    const refused = runInWorker(TASKS, 'echo', { text: 'jeden za dużo' }, budget);

    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(refused).rejects.toThrow(BUSY_MESSAGE);
    await expect(running).resolves.toEqual({ kind: 'timeout' });
    await expect(Promise.all(waiting)).resolves.toEqual(Array.from({ length: MAX_WAITING }, (_, i) => ({ kind: 'done', value: `PLIK ${i}` })));
  }, 20_000);
});
