// The part of first-load-js.mjs the build's TypeScript reads (first-visit-preload.ts).
/** The sources a first visit's first render waits for beyond the map, as the build's manifest names them. */
export declare const FIRST_VISIT_SOURCES: readonly string[];
