/**
 * A pure function of a string, computed once for each distinct argument and remembered: for the values the storm's
 * requests repeat (an Accept-Encoding header, the map's query string). At most `limit` arguments are remembered, since
 * a client may send anything; past that the function is computed each time. `fn` never answers undefined (the mark of
 * "not remembered").
 */
export function rememberedStrings<T>(fn: (text: string) => Exclude<T, undefined>, limit = 256): (text: string) => Exclude<T, undefined> {
  const known = new Map<string, Exclude<T, undefined>>();
  return (text) => {
    const remembered = known.get(text);
    if (remembered !== undefined) return remembered;
    const value = fn(text);
    if (known.size < limit) known.set(text, value);
    return value;
  };
}
