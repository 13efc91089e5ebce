/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
module.exports = require('../scripts/jest/frontend-preset.cjs')(__dirname, {
  // ESM-only packages react-admin pulls in; everything else in node_modules ships CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
  // Whole-app component tests (router, react-admin, MUI menus, typing) in jsdom take seconds each,
  // more when the machine is busy; jest's 5 s default made them fail on load, not on behaviour.
  testTimeout: 20_000,
});
