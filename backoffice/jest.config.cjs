/** Component and unit tests run in jsdom; see jest/jsdom-with-web-apis.cjs for why the custom environment. */
module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-with-web-apis.cjs',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages react-admin pulls in; everything else in node_modules ships CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  globals: { __API_BASE__: '' },
  clearMocks: true,
  restoreMocks: true,
};
