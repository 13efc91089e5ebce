import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runInWorker, type WorkerBudget } from './run-in-worker';

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
});
