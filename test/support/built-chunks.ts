import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './portal-process';

/**
 * The URL path of the chunk the public site's build made of `source` (its path under public-web/, e.g.
 * 'src/map/WmsLayer.tsx'), from the build's manifest: chunks outside /public's first load are named by their hash alone.
 */
export function publicChunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'public-web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the public site's build manifest`);
  return `/${chunk.file}`;
}
