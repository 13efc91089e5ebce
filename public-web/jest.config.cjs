/** Component and unit tests in jsdom (shared preset: scripts/jest/frontend-preset.cjs). */
module.exports = require('../scripts/jest/frontend-preset.cjs')(__dirname);
