// Staff pages and files are outside this app: leaving for them must be a real page load.
// Kept in its own module so tests can replace it (jsdom cannot navigate).
export function fullPageNavigate(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
