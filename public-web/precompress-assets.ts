import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a `.br` and a `.gz` beside every script and style sheet of the build, compressed once at the highest
 * levels, so the server sends the smaller bytes without compressing per request (backend
 * frontends/precompressed-assets.ts). Without it the first load of /public weighs about 3× more on the wire.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
