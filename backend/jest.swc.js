// Shared jest transform: swc with decorator metadata (NestJS needs it); the ESM-only packages of NestJS 12 and Lingui
// and their dependencies are transformed too, so jest's CommonJS runtime can load them on Node 20 and 24.
const esmPackages = [
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'nanoid',
  'load-esm',
  '@borewit',
  '@lingui',
  '@messageformat',
  'openid-client',
  'oauth4webapi',
  'jose',
];

const { join } = require('node:path');

module.exports = {
  // The domain package from its sources (swc compiles them like ours): a test never runs a stale packages/domain/dist.
  moduleNameMapper: { '^@portal/domain$': join(__dirname, '../packages/domain/src/index.ts') },
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};
