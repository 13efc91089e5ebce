import { BUILD_PLACEHOLDER, buildServiceWorker, OFFLINE_SOURCES, shellAssets, type ViteManifest } from '../../service-worker-build';
import { LAZY_AREAS } from '../i18n/catalogs';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_framework-1.js'],
    dynamicImports: ['src/account/AccountSettingsPage.tsx', 'src/map/MapPage.tsx'],
    css: ['assets/index-1.css'],
  },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  'src/account/AccountSettingsPage.tsx': { file: 'assets/AccountSettingsPage-1.js' },
  'src/map/MapPage.tsx': {
    file: 'assets/MapPage-1.js',
    imports: ['index.html', '_framework-1.js'],
    dynamicImports: ['src/map/OutageMap.tsx'],
    css: ['assets/MapPage-1.css'],
  },
  'src/map/OutageMap.tsx': { file: 'assets/OutageMap-1.js', imports: ['_leaflet-1.js'], assets: ['assets/marker-1.png'] },
  '_leaflet-1.js': { file: 'assets/leaflet-1.js' },
};

describe('the service worker of a build', () => {
  it('keeps the entry, the map with what it loads later, their styles and images, but not other pages', () => {
    expect(shellAssets(manifest, ['index.html', 'src/map/MapPage.tsx'])).toEqual([
      '/assets/MapPage-1.css',
      '/assets/MapPage-1.js',
      '/assets/OutageMap-1.js',
      '/assets/framework-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/leaflet-1.js',
      '/assets/marker-1.png',
    ]);
  });

  it("keeps every language's catalog of each area the map loads with its code (the map reads them offline)", () => {
    const mapAreas = Object.keys(LAZY_AREAS).filter((area) => area.startsWith('map-'));
    const wanted = mapAreas.flatMap((area) => ['pl', 'uk', 'en'].map((language) => `src/i18n/${area}/${language}.json`));
    expect(mapAreas.length).toBeGreaterThan(0);
    expect(OFFLINE_SOURCES).toEqual(expect.arrayContaining(wanted));
  });

  it('fails the build when a module it must keep is gone from the manifest', () => {
    expect(() => shellAssets(manifest, ['src/map/Renamed.tsx'])).toThrow(/not in the build's manifest/);
  });

  it('is the same for the same files and new when any file changes (reproducible, and updates reach clients)', () => {
    const source = `// worker\n${BUILD_PLACEHOLDER}\nself.addEventListener('fetch', () => {});\n`;
    const shell = ['/public', '/assets/index-1.js'];
    const files: Record<string, string> = { '/public': '<html>', '/assets/index-1.js': 'code' };
    const a = buildServiceWorker(source, shell, (p) => Buffer.from(files[p]));
    expect(buildServiceWorker(source, shell, (p) => Buffer.from(files[p]))).toBe(a);
    expect(a).toMatch(/^const BUILD = \{"version":"[0-9a-f]{12}","shell":\["\/public","\/assets\/index-1\.js"\]\};$/m);
    expect(a).not.toContain(BUILD_PLACEHOLDER);
    const changed = buildServiceWorker(source, shell, (p) => Buffer.from(p === '/public' ? '<html lang="pl">' : files[p]));
    expect(changed).not.toBe(a);
  });

  it('refuses a worker without the line to fill in', () => {
    expect(() => buildServiceWorker('self.skipWaiting();', [], () => Buffer.alloc(0))).toThrow(/lacks the line/);
  });
});
