// Texts of a lazily loaded area (docs/i18n.md) as an object, for the code that loads with that area. `textsUnder`
// (i18n.ts) makes its getters from the Polish catalog of the first load, which a lazy area's ids are not part of; this
// one looks any property up by name, so it needs no list of the ids and keeps the Polish texts out of the code's chunk.
import { use } from 'react';
import type { LazyArea } from './catalogs';
import { loadArea, t, type MessageId, type Under } from './i18n';

/**
 * An object whose every property is the message `prefix.property`, looked up in the active language when read
 * (`areaTexts('auth.remind').title` is the text of `auth.remind.title`); `extra` adds or replaces properties (texts
 * with values, nested groups). Safe to keep in a module-level constant: nothing is looked up until a property is read.
 */
export function areaTexts<P extends string, E extends object = object>(prefix: P, extra?: E): Readonly<Omit<Record<Under<P>, string>, keyof E>> & E {
  const own = extra ?? ({} as E);
  return new Proxy(own, {
    get: (target, key) => (typeof key !== 'string' || key in target ? Reflect.get(target, key) : t(`${prefix}.${key}` as MessageId)),
  }) as Readonly<Omit<Record<Under<P>, string>, keyof E>> & E;
}

/**
 * Suspends the component until `area`'s messages are loaded, for code whose own loader cannot wait for them (a part
 * loaded by a `lazy()` outside its folder). The promise is the one `loadArea` keeps per area, so React sees it again.
 */
export function useArea(area: LazyArea): void {
  use(loadArea(area));
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
