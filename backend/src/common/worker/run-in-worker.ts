import { ServiceUnavailableException } from '@nestjs/common';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { WorkerTask } from './worker-task';

/**
 * Runs one exported function of a module in a worker thread with a time and memory budget (docs/security.md
 * "Hostile files"). For work on uploaded files whose cost depends on what a stranger put in them: the event
 * loop stays free, a file that needs too much is stopped (the worker is terminated or hits its heap limit)
 * and the memory goes with the worker. The function gets `input` by structured clone and must return plain data.
 * The pool, the heap limits, the queue bound and the stop on a signal are piscina's.
 */
export interface WorkerBudget {
  /** Counted from the moment the function starts, not from the call: waiting in the queue is not the file's cost. */
  timeoutMs: number;
  /** V8 old-generation heap of the worker; going over ends the worker, not the server. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export type WorkerOutcome<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'out-of-memory' };

/** One file worker at a time per process (two cores serve the feeds meanwhile); more wait, and past MAX_WAITING the call is refused with 503. */
export const MAX_WORKERS = 1;
export const MAX_WAITING = 8;
export const BUSY_MESSAGE = 'Serwer sprawdza teraz inne pliki; spróbuj ponownie za chwilę';

// piscina refuses a task over `maxQueue` with a plain Error of this message (its `Errors.TaskQueueAtLimit`, not exported).
const QUEUE_FULL = 'Task queue is at limit';
const TASK_RUNNER = require.resolve('./worker-task');

// One pool per budget (the heap limits are a pool's): today one budget, the spreadsheet import's.
const pools = new Map<string, Piscina>();

function poolFor(budget: WorkerBudget, typescript: boolean): Piscina {
  const key = `${budget.maxOldGenerationSizeMb}/${budget.maxYoungGenerationSizeMb}/${typescript}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Piscina({
      filename: TASK_RUNNER,
      // One worker kept: piscina replaces a worker it stopped (time, heap) only up to minThreads, so with none kept the
      // files queued behind a stopped one would wait for the next call. What a file made the worker hold is garbage
      // once its function returns; a stopped worker's memory goes with it.
      minThreads: MAX_WORKERS,
      maxThreads: MAX_WORKERS,
      maxQueue: MAX_WAITING,
      resourceLimits: { maxOldGenerationSizeMb: budget.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: budget.maxYoungGenerationSizeMb, stackSizeMb: 4 },
      // Not the server's own flags: a preloaded module (a profiler, the bench's event-loop probe) would run in the
      // worker too. The jest suites run the TypeScript sources, which the worker compiles the way jest's transform does.
      execArgv: typescript ? ['--require', join(__dirname, 'swc-register.cjs')] : [],
    });
    pools.set(key, pool);
  }
  return pool;
}

export async function runInWorker<T>(modulePath: string, exportName: string, input: unknown, budget: WorkerBudget): Promise<WorkerOutcome<T>> {
  const pool = poolFor(budget, TASK_RUNNER.endsWith('.ts') || modulePath.endsWith('.ts'));
  // piscina's own bound (maxQueue) also counts a worker still starting as room; the queue's length is the rule here.
  if (pool.queueSize >= MAX_WAITING) throw new ServiceUnavailableException(BUSY_MESSAGE);
  const stop = new AbortController();
  // The worker says when the function starts; the time budget runs from there.
  const { port1, port2 } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => stop.abort(), budget.timeoutMs);
  });
  const task: WorkerTask = { modulePath, exportName, input, started: port2 };
  try {
    return { kind: 'done', value: (await pool.run(task, { transferList: [port2], signal: stop.signal })) as T };
  } catch (error) {
    const { name, code, message } = error as Error & { code?: string };
    if (name === 'AbortError') return { kind: 'timeout' };
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'out-of-memory' };
    if (message === QUEUE_FULL) throw new ServiceUnavailableException(BUSY_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
