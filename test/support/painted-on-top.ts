import { expect, type Locator } from '@playwright/test';

/**
 * Asserts that nothing paints over an element: at points spread over its box (inset from the edges), the element the
 * browser hits is the element itself or inside it. Catches a map's controls (Leaflet uses z-index up to 1000)
 * drawn over a sticky bar or header, which no visibility check notices.
 */
export async function expectPaintedOnTop(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  const steps = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);
  const points = steps(12).flatMap((x) => steps(4).map((y) => ({ x: box!.x + 2 + (box!.width - 4) * x, y: box!.y + 2 + (box!.height - 4) * y })));
  const covered = await target.evaluate(
    (element, at) =>
      at
        .map((p) => ({ p, hit: document.elementFromPoint(p.x, p.y) }))
        .filter(({ hit }) => !hit || !element.contains(hit))
        .map(({ p, hit }) => `${Math.round(p.x)},${Math.round(p.y)}: ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`),
    points,
  );
  expect(covered, 'points of the element where something else is painted on top').toEqual([]);
}

/**
 * The reverse: at points spread over `covered`'s box that lie on screen, the browser hits `cover` (or inside it). A
 * dialog's backdrop or the menu must paint over a sticky bar, which a high z-index would lift above them. Hit-testing
 * skips `inert` content (the page behind an open dialog), painting does not: the test lifts `inert` for the moment
 * of the hit test, in the same task, so the page never renders without it.
 */
export async function expectPaintedOver(covered: Locator, cover: Locator): Promise<void> {
  const box = await covered.boundingBox();
  expect(box, 'the covered element has a box').not.toBeNull();
  const coverHandle = await cover.elementHandle();
  const steps = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);
  const points = steps(12).flatMap((x) => steps(4).map((y) => ({ x: box!.x + 2 + (box!.width - 4) * x, y: box!.y + 2 + (box!.height - 4) * y })));
  const uncovered = await covered.page().evaluate(
    ({ at, cover }) => {
      const inert = [...document.querySelectorAll<HTMLElement>('[inert]')];
      inert.forEach((e) => (e.inert = false));
      const hits = at
        .filter((p) => p.x >= 0 && p.y >= 0 && p.x < window.innerWidth && p.y < window.innerHeight)
        .map((p) => ({ p, hit: document.elementFromPoint(p.x, p.y) }));
      inert.forEach((e) => (e.inert = true));
      return hits
        .filter(({ hit }) => !hit || !cover.contains(hit))
        .map(({ p, hit }) => `${Math.round(p.x)},${Math.round(p.y)}: ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`);
    },
    { at: points, cover: coverHandle },
  );
  expect(uncovered, 'points of the element not painted over by the cover').toEqual([]);
}
