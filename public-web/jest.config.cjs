/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
const preset = require('../scripts/jest/frontend-preset.cjs')(__dirname);

module.exports = {
  ...preset,
  testEnvironmentOptions: {
    ...preset.testEnvironmentOptions,
    // MSW answers the requests (test/api-answers.ts): jsdom's default 'browser' export condition would resolve
    // `msw/node` to nothing (MSW's docs).
    customExportConditions: [''],
  },
  // Lingui and its message parser, wouter, regexparam and MSW's helpers ship ES modules only (`.mjs` files among them,
  // which are always compiled): swc turns them into CommonJS for jest like the site's own code.
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|wouter|regexparam|until-async)/).+\\.(c?js|json)$'],
};
