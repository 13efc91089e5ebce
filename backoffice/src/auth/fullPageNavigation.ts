// Some destinations belong to the public site on the same origin (/public, /forbidden,
// /public/remind): the router cannot reach them, the browser must load them. One function so tests
// can observe it (jsdom cannot navigate).
export function loadPage(path: string): void {
  window.location.assign(path);
}
