/** Test tasks for run-in-worker.spec.ts: one that answers, one that never ends, one that eats memory, one that throws. */
export function echo(input: { text: string }): string {
  return input.text.toUpperCase();
}

export function spin(): never {
  for (;;) {
    // Busy on purpose: only terminate() can stop it.
  }
}

export function hoard(): number {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
}

export function fail(): never {
  throw new Error('zepsute');
}
