import type { EmbeddedDatabase } from '../../src/database/embedded-database';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as { __PORTAL_EMBEDDED__?: EmbeddedDatabase }).__PORTAL_EMBEDDED__;
  await embedded?.stop();
}
