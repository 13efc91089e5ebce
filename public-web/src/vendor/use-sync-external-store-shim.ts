// `@lingui/react` imports `use-sync-external-store/shim`, the polyfill for React before 18. React 19 has the hook
// itself: vite.config.ts points the shim here, which keeps its fallback code out of /public's first load.
export { useSyncExternalStore } from 'react';
