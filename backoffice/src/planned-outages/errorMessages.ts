import type { ApiErrorBody } from '../api/types';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** Spec §8: 403 'Nie masz wystarczających uprawnień', anything else 'Wystąpił nieoczekiwany błąd'. */
export function plannedOutageErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 403) return 'app.errors.forbidden';
  if (status === 404) return 'resources.plannedOutages.notifications.not_found';
  return 'app.errors.unexpected';
}

/** A 400 that names fields: react-admin puts the messages under the fields and says the form is invalid. */
export function hasFieldErrors(error: unknown): boolean {
  const body = (error as { body?: Partial<ApiErrorBody> | null } | null)?.body;
  return statusOf(error) === 400 && !!body?.errors && Object.keys(body.errors).length > 0;
}

/** The server's own (Polish) explanation of a refused request, e.g. a bad Excel file (spec: "show it"). */
export function serverMessage(error: unknown): string | null {
  const message = (error as { body?: Partial<ApiErrorBody> | null } | null)?.body?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
