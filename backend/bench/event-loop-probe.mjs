// Loaded into the server by the sign-in flood bench (`node --import ./event-loop-probe.mjs dist/main.js`): once a
// second it writes one line `EVENT_LOOP {"at":…,"max":…,"p99":…,"mean":…}` (milliseconds) to stderr, the delay of
// the server's own event loop in that second, so the bench reads it from the server rather than guessing it from
// response times. Nothing of the product changes.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e5) / 10;
setInterval(() => {
  process.stderr.write(
    `EVENT_LOOP ${JSON.stringify({ at: Date.now(), max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean) })}\n`,
  );
  histogram.reset();
}, 1000).unref();
