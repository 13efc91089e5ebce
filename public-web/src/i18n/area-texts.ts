// The texts of an area that loads with its code (LAZY_AREAS in catalogs.ts). Only code outside the first load imports
// this module, so what it adds never weighs on /public's first load.
import type { LazyArea } from './catalogs';
import { loadArea, t, type MessageId, type Under } from './i18n';

/**
 * Like textsUnder, for a lazy area: `areaTexts('planned').title` is the text of `planned.title` in the active language,
 * looked up when read. textsUnder walks the first load's Polish catalog, which a lazy area is not part of, so the ids
 * here are checked by their type alone; `extra` adds or replaces properties (texts with values, constants).
 */
export function areaTexts<P extends string, E extends object = object>(prefix: P, extra?: E): Readonly<Omit<Record<Under<P>, string>, keyof E>> & E {
  return new Proxy(extra ?? {}, {
    get: (target, key): unknown => (typeof key !== 'string' || key in target ? Reflect.get(target, key) : t(`${prefix}.${key}` as MessageId)),
  }) as Readonly<Omit<Record<Under<P>, string>, keyof E>> & E;
}

/** The areas whose messages have arrived (in the active language; a change of language reloads them first). */
const arrived = new Set<LazyArea>();

/** Loads an area (loadArea) and remembers that it has arrived, for whenAreaLoaded. */
export function loadAreaNow(area: LazyArea): Promise<void> {
  return loadArea(area).then(() => void arrived.add(area));
}

/** Runs `then` once the area has arrived: at once when it already has, so a dialog opens in the same render pass. */
export function whenAreaLoaded(area: LazyArea, then: () => void): void {
  if (arrived.has(area)) then();
  else void loadAreaNow(area).then(then);
}
