import type { BrowserContext } from '@playwright/test';

const TILE_HOSTS = ['tile.openstreetmap.org', 'mapy.geoportal.gov.pl'];
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/58BAwAI/AL+hc2rNAAAAABJRU5ErkJggg==', 'base64');

/**
 * The public map with no tile server reachable (this machine): tiles get a one-pixel PNG, anything else that leaves the
 * portal is refused and listed (the journey expects the list empty); the once-per-session info panel counts as seen.
 */
export async function offlineMap(context: BrowserContext, baseURL: string): Promise<string[]> {
  const refused: string[] = [];
  const portal = new URL(baseURL).origin;
  await context.addInitScript(() => window.sessionStorage.setItem('infoSidebarShown', 'true'));
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === portal) return route.continue();
    if (TILE_HOSTS.includes(url.hostname)) return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    refused.push(url.href);
    return route.abort();
  });
  return refused;
}
