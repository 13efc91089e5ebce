/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
const preset = require('../scripts/jest/frontend-preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // Lingui and its message parser, wouter and regexparam ship ES modules only (.mjs among them): swc turns them into
  // CommonJS for jest like the site's own code.
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|wouter|regexparam)/)'],
};
