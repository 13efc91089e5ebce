/** Backend e2e: supertest against the real app on a real (embedded) PostgreSQL, started once for the run. */
module.exports = {
  ...require('../jest.swc.js'),
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 30000,
};
