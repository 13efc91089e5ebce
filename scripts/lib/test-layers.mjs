// Which layers of `npm test` to run: all of them, or those TEST_ONLY names (comma-separated, as printed).
// A name that matches no layer is refused: running nothing and reporting success would be a test that lies.

/** @returns {{ layers: Array, error?: string }} the layers to run in their order, or why TEST_ONLY is refused. */
export function selectLayers(layers, testOnly) {
  if (testOnly === undefined) return { layers };
  const wanted = testOnly
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const names = layers.map(([name]) => name);
  const unknown = wanted.filter((name) => !names.includes(name));
  if (!wanted.length || unknown.length) {
    const what = wanted.length ? `unknown layer${unknown.length > 1 ? 's' : ''}: ${unknown.map((n) => `"${n}"`).join(', ')}` : 'no layer named';
    return { layers: [], error: `TEST_ONLY: ${what}. Valid names: ${names.map((n) => `"${n}"`).join(', ')}.` };
  }
  return { layers: layers.filter(([name]) => wanted.includes(name)) };
}
