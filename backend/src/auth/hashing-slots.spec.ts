import { HashingSlots } from './hashing-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('HashingSlots', () => {
  it('runs at most `concurrency` jobs at once, queues up to `maxQueue` and refuses the rest at once', async () => {
    const sut = new HashingSlots(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let active = 0;
    let peak = 0;
    const job = (i: number) => async () => {
      active += 1;
      peak = Math.max(peak, active);
      await gates[i].promise;
      active -= 1;
      return i;
    };
    const runs = [sut.run(job(0)), sut.run(job(1)), sut.run(job(2))];
    expect(sut.full).toBe(true);
    expect(await sut.run(job(0))).toEqual({ busy: true });
    expect(sut.queued).toBe(1);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2].map((value) => ({ busy: false, value })));
    expect(peak).toBe(2);
    expect(sut.queued).toBe(0);
    expect(sut.full).toBe(false);
    expect(await sut.run(async () => 'again')).toEqual({ busy: false, value: 'again' });
  });

  it('frees the slot when the job fails', async () => {
    const sut = new HashingSlots(1, 0);
    await expect(sut.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await sut.run(async () => 1)).toEqual({ busy: false, value: 1 });
  });
});
