// The budget check of /public's first-load JavaScript (public-web/scripts/first-load-js.mjs): what it counts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { firstLoadFiles, loadedTooEarly, measureFirstLoad } from '../../public-web/scripts/first-load-js.mjs';

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js'],
    dynamicImports: ['src/map/MapPage.tsx', 'src/pages/FaqPage.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/map/MapPage.tsx': { file: 'assets/MapPage.js', imports: ['index.html', '_react.js', '_leaflet.js'], dynamicImports: ['src/map/HybridLayers.tsx'] },
  '_leaflet.js': { file: 'assets/leaflet.js', imports: ['_react.js'] },
  'src/map/HybridLayers.tsx': { file: 'assets/HybridLayers.js', imports: ['_leaflet.js', '_wms.js'] },
  '_wms.js': { file: 'assets/wms.js' },
  'src/pages/FaqPage.tsx': { file: 'assets/FaqPage.js', imports: ['index.html'] },
};

describe('first-load JavaScript of /public', () => {
  it('counts the entry, the map route and their static imports once each, but no dynamic import', () => {
    assert.deepEqual(firstLoadFiles(manifest, ['index.html', 'src/map/MapPage.tsx']).sort(), [
      'assets/MapPage.js',
      'assets/index.js',
      'assets/leaflet.js',
      'assets/react.js',
    ]);
  });

  it('names code meant to load when used that is part of the first load, or not a chunk of its own', () => {
    const files = firstLoadFiles(manifest, ['index.html', 'src/map/MapPage.tsx']);
    const withDynamic = { ...manifest, 'src/map/HybridLayers.tsx': { ...manifest['src/map/HybridLayers.tsx'], isDynamicEntry: true } };
    assert.deepEqual(loadedTooEarly(withDynamic, files, ['src/map/HybridLayers.tsx']), []);
    // Imported statically by the map page: its file is part of the first load.
    const eager = { ...withDynamic, 'src/map/MapPage.tsx': { ...manifest['src/map/MapPage.tsx'], imports: ['src/map/HybridLayers.tsx'] } };
    assert.deepEqual(loadedTooEarly(eager, firstLoadFiles(eager, ['index.html', 'src/map/MapPage.tsx']), ['src/map/HybridLayers.tsx']), [
      'src/map/HybridLayers.tsx',
    ]);
    // Merged into another chunk (no entry of its own in the manifest).
    assert.deepEqual(loadedTooEarly(manifest, files, ['src/map/Gone.tsx']), ['src/map/Gone.tsx']);
  });

  it('refuses a source the build no longer has, rather than measuring less', () => {
    assert.throws(() => firstLoadFiles(manifest, ['src/map/Gone.tsx']), /not in the build's manifest/);
  });

  it('sums the gzipped sizes of the files it counts', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    try {
      mkdirSync(join(dist, '.vite'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const { file } of Object.values(manifest)) writeFileSync(join(dist, file), 'x'.repeat(10_000));
      // Random bytes do not compress: the one big file dominates the sum.
      writeFileSync(join(dist, 'assets', 'leaflet.js'), randomBytes(200_000));
      const { total, files } = measureFirstLoad(dist, ['index.html', 'src/map/MapPage.tsx']);
      assert.equal(files.length, 4);
      assert.equal(files[0].file, 'assets/leaflet.js');
      assert.ok(total > 200_000 && total < 201_000, `total ${total}`);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
