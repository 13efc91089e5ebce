import { ServiceUnavailableException } from '@nestjs/common';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Runs one exported function of a module in a worker thread with a time and memory budget (docs/security.md
 * "Hostile files"). For work on uploaded files whose cost depends on what a stranger put in them: the event
 * loop stays free, a file that needs too much is stopped (the worker is terminated or hits its heap limit)
 * and the memory goes with the worker. The function gets `input` by structured clone and must return plain data.
 */
export interface WorkerBudget {
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

const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
if (workerData.register) require(workerData.register);
Promise.resolve()
  .then(() => require(workerData.module)[workerData.exportName](workerData.input))
  .then((value) => parentPort.postMessage({ value }), (error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) {
    if (waiting.length >= MAX_WAITING) throw new ServiceUnavailableException(BUSY_MESSAGE);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  // A finished worker hands its slot straight to the next waiting call.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

export async function runInWorker<T>(modulePath: string, exportName: string, input: unknown, budget: WorkerBudget): Promise<WorkerOutcome<T>> {
  const release = await slot();
  try {
    return await runOne<T>(modulePath, exportName, input, budget);
  } finally {
    release();
  }
}

function runOne<T>(modulePath: string, exportName: string, input: unknown, budget: WorkerBudget): Promise<WorkerOutcome<T>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { module: modulePath, exportName, input, register: modulePath.endsWith('.ts') ? join(__dirname, 'swc-register.cjs') : null },
      resourceLimits: { maxOldGenerationSizeMb: budget.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: budget.maxYoungGenerationSizeMb, stackSizeMb: 4 },
      // Not the server's own flags: a preloaded module (a profiler, the bench's event-loop probe) would run in the worker too.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => resolve({ kind: 'timeout' })), budget.timeoutMs);
    worker.on('message', (message: { value?: T; error?: string }) =>
      settle(() =>
        message.error !== undefined ? reject(new Error(`Worker ${exportName} failed: ${message.error}`)) : resolve({ kind: 'done', value: message.value as T }),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ kind: 'out-of-memory' }) : reject(error))),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`Worker ${exportName} exited with code ${code} before answering`))));
  });
}
