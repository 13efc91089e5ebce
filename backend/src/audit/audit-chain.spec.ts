import { canonical, ChainCheck, GENESIS_HASH, maskEmail, maskPhone, recordHash, type ChainedFields } from './audit-chain';

const fields = (over: Partial<ChainedFields> = {}): ChainedFields => ({
  at: new Date('2026-11-28T04:00:00.000Z'),
  actorId: 1,
  actorMethod: 'password',
  address: '127.0.0.1',
  action: 'user.edit',
  entity: 'user',
  entityId: '7',
  before: { fullName: 'A', area: null },
  after: { fullName: 'B', area: null },
  prevHash: GENESIS_HASH,
  ...over,
});

describe('audit chain', () => {
  it('serialises with keys sorted at every level, so a reordered jsonb hashes the same', () => {
    expect(canonical({ b: 1, a: { d: [2, { f: 1, e: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"e":null,"f":1}]},"b":1}');
    expect(recordHash(fields({ after: { area: null, fullName: 'B' } }))).toBe(recordHash(fields()));
  });

  it('changes the hash when any covered field changes', () => {
    const base = recordHash(fields());
    expect(recordHash(fields({ after: { fullName: 'C', area: null } }))).not.toBe(base);
    expect(recordHash(fields({ actorId: 2 }))).not.toBe(base);
    expect(recordHash(fields({ prevHash: 'f'.repeat(64) }))).not.toBe(base);
  });

  it('accepts a chain from the genesis hash or from a retention anchor, and nothing else', () => {
    const first = fields();
    const a = { ...first, hash: recordHash(first) };
    const second = fields({ prevHash: a.hash, action: 'user.delete' });
    const b = { ...second, hash: recordHash(second) };
    const check = new ChainCheck(new Set());
    expect([check.fits(a), check.fits(b)]).toEqual([true, true]);
    expect(new ChainCheck(new Set()).fits(b)).toBe(false);
    expect(new ChainCheck(new Set([a.hash])).fits(b)).toBe(true);
    expect(new ChainCheck(new Set()).fits({ ...a, hash: 'e'.repeat(64) })).toBe(false);
  });

  it('masks the e-mail and phone of the person acted on', () => {
    expect(maskEmail('anna.kowalska@example.pl')).toBe('a***@example.pl');
    expect(maskEmail(null)).toBeNull();
    expect(maskPhone('+48 600 100 200')).toBe('***200');
    expect(maskPhone(null)).toBeNull();
  });
});
