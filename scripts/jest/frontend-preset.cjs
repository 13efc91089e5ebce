/**
 * The jest setup both front ends share: jsdom with the web APIs it lacks, swc for TSX with the
 * automatic React runtime, CSS stubbed. Each workspace adds its own setup file and extras.
 */
const { join } = require('node:path');

module.exports = function frontendPreset(rootDir, extra = {}) {
  return {
    rootDir,
    testEnvironment: join(__dirname, 'jsdom-with-web-apis.cjs'),
    testEnvironmentOptions: { url: 'http://localhost/' },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': join(__dirname, 'style-stub.cjs'),
      // The domain package from its sources, as Vite bundles it (vite.config.ts alias).
      '^@portal/domain$': join(__dirname, '../../packages/domain/src/index.ts'),
      '^@portal/api-client$': join(__dirname, '../../packages/api-client/src/index.ts'),
      '^@portal/api-client/testing$': join(__dirname, '../../packages/api-client/testing/index.ts'),
    },
    setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
    globals: { __API_BASE__: '' },
    clearMocks: true,
    restoreMocks: true,
    ...extra,
  };
};
