import { advisoryLockKey } from './advisory-lock';

describe('advisoryLockKey', () => {
  it('is stable for a name and differs between names', () => {
    expect(advisoryLockKey('user-reports-retention')).toBe(advisoryLockKey('user-reports-retention'));
    expect(advisoryLockKey('user-reports-retention')).not.toBe(advisoryLockKey('captcha-cleanup'));
  });

  it('fits a signed 32-bit integer', () => {
    for (const name of ['a', 'user-reports-retention', 'ż'.repeat(100)]) {
      const key = advisoryLockKey(name);
      expect(Number.isInteger(key)).toBe(true);
      expect(key).toBeGreaterThanOrEqual(-(2 ** 31));
      expect(key).toBeLessThan(2 ** 31);
    }
  });
});
