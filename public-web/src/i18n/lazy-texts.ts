// Texts of an area loaded with its code (LAZY_AREAS), read the way textsUnder reads the first screen's: each message
// looked up in the active language when read. textsUnder makes its getters from the Polish catalog's ids, which the
// first load carries; a lazy area's catalog is not there before its code asks for it, so this object answers any
// name under its prefix instead. It lives apart from i18n.ts so that only the lazily loaded code that uses it carries it.
import { t, type MessageId, type Under } from './i18n';

/**
 * An object whose properties are the messages directly under `prefix` of a lazily loaded area
 * (`lazyTextsUnder('wizard.location').title` is the text of `wizard.location.title`); `extra` adds or replaces
 * properties (texts with values, nested groups, constants).
 */
export function lazyTextsUnder<P extends string, E extends object = object>(prefix: P, extra?: E): Readonly<Omit<Record<Under<P>, string>, keyof E>> & E {
  const own = (extra ?? {}) as Record<PropertyKey, unknown>;
  return new Proxy(own, {
    get: (target, key) => (key in target || typeof key !== 'string' ? target[key] : t(`${prefix}.${key}` as MessageId)),
  }) as Readonly<Omit<Record<Under<P>, string>, keyof E>> & E;
}
