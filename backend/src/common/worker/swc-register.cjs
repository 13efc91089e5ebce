// Loaded only into workers started from the TypeScript sources (the jest suites): compiles .ts the way jest's
// transform does (backend/jest.swc.js). The built server starts workers on dist/*.js and never loads this file.
const { addHook } = require('pirates');
const { transformSync } = require('@swc/core');

addHook(
  (code, filename) =>
    transformSync(code, {
      filename,
      jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  { exts: ['.ts'] },
);
