// The summary of a V8 CPU profile that `npm run bench:profile` prints: no server, no database (its test runs anywhere).

/** The owner of a sampled function, from its script's URL: a package, a part of Node, or the product's own code. */
export function ownerOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native / V8';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/')[0]}`;
  if (url.includes('/backend/dist/')) return `product: ${url.split('/backend/dist/')[1].split('/').slice(0, -1).join('/') || '.'}`;
  return url;
}

/**
 * Self samples per owner as shares of the busy samples (idle and the profiler's own '(program)' left out), counting
 * only samples taken from `windowUs[0]` to `windowUs[1]` microseconds before the profile ended: the load, not the
 * server's start-up (module loading) or its shutdown.
 */
export function summarise(profile, windowUs = [Infinity, 0]) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  let busy = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i];
    const beforeEnd = profile.endTime - at;
    if (beforeEnd > windowUs[0] || beforeEnd < windowUs[1]) continue;
    const owner = ownerOf(byNode.get(id).callFrame);
    if (owner === '(idle)' || owner === '(program)') continue;
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
    busy += 1;
  }
  return [...counts.entries()].map(([owner, n]) => ({ owner, share: n / busy })).sort((a, b) => b.share - a.share);
}

/**
 * Inclusive samples per function of the product and of the packages it calls on the request path (a function counted
 * once per sample in which it is on the stack), as shares of the busy samples in the same window as summarise: where
 * the event loop goes, by what the product does (a feed build, a write's transaction, the alerts matching).
 */
export function inclusive(profile, windowUs = [Infinity, 0], keep = (frame) => frame.url.includes('/backend/dist/')) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const counts = new Map();
  let busy = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i];
    const beforeEnd = profile.endTime - at;
    if (beforeEnd > windowUs[0] || beforeEnd < windowUs[1]) continue;
    const owner = ownerOf(byNode.get(id).callFrame);
    if (owner === '(idle)' || owner === '(program)') continue;
    busy += 1;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const frame = byNode.get(n).callFrame;
      if (!frame.url || !keep(frame)) continue;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/backend/dist/')[1] ?? frame.url.split('node_modules/')[1] ?? frame.url}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].map(([name, n]) => ({ name, share: n / busy })).sort((a, b) => b.share - a.share);
}
