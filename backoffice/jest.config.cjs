/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
const frontendPreset = require('../scripts/jest/frontend-preset.cjs');

const preset = frontendPreset(__dirname);
const swc = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  testEnvironmentOptions: {
    ...preset.testEnvironmentOptions,
    // MSW answers the requests (packages/api-client/testing): jsdom's default 'browser' export condition would
    // resolve `msw/node` to nothing (MSW's docs).
    customExportConditions: [''],
    // The page's FormData, Blob and File are Node's, the ones Node's fetch reads (scripts/jest/jsdom-with-web-apis.cjs).
    nodeFileApis: true,
  },
  // ESM-only packages react-admin and MSW pull in (and MSW's `.mjs` helpers); the rest of node_modules ships CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook|until-async)/).+\\.(c?js|json)$'],
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  // Whole-app component tests (router, react-admin, MUI menus, typing) in jsdom take seconds each,
  // more when the machine is busy; jest's 5 s default made them fail on load, not on behaviour.
  testTimeout: 20_000,
};
