/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
module.exports = require('../scripts/jest/frontend-preset.cjs')(__dirname, {
  // ESM-only packages react-admin pulls in; everything else in node_modules ships CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
});
