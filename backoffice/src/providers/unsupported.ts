/** A data-provider method a resource does not have: fail loudly instead of calling a wrong URL. */
export function unsupported(resource: string, method: string): () => Promise<never> {
  return () => Promise.reject(new Error(`dataProvider.${method} is not available for "${resource}"`));
}
