import type { MessagePort } from 'node:worker_threads';

/** What runInWorker sends to its pool's workers: which function to run, on what, and a port to say it has started. */
export interface WorkerTask {
  modulePath: string;
  exportName: string;
  input: unknown;
  started: MessagePort;
}

/** piscina's task handler (runs in the worker): tells the caller the function starts, then runs it. */
export default async function runTask({ modulePath, exportName, input, started }: WorkerTask): Promise<unknown> {
  started.postMessage('started');
  started.close();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is named at run time by the caller.
  const module = require(modulePath) as Record<string, (input: unknown) => unknown>;
  return module[exportName](input);
}
