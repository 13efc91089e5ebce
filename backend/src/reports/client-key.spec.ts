import { clientHash, clientNetwork } from './client-key';

describe('client key for the per-client limit', () => {
  it('uses an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('uses the /64 prefix of an IPv6 address (one home or phone)', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
  });

  it('stores a keyed hash, never the address, and the key matters', () => {
    const hash = clientHash('203.0.113.9', 'secret-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203');
    expect(clientHash('203.0.113.9', 'secret-one')).toBe(hash);
    expect(clientHash('203.0.113.9', 'secret-two')).not.toBe(hash);
    expect(clientHash('203.0.113.10', 'secret-one')).not.toBe(hash);
  });
});
