/** PostgreSQL's unique_violation: two requests raced past an "is it free?" check. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
