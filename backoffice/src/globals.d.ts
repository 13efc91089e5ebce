// Replaced at build time by Vite (vite.config.ts `define`) and set in jest.config.cjs `globals`.
declare const __API_BASE__: string;

// Stylesheets imported for their side effect (Leaflet's); Vite bundles them, jest stubs them.
declare module '*.css';
