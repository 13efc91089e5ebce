import type { ApiErrorBody } from '../api/types';

export type UserAction = 'create' | 'edit' | 'toggleDeleted';

/** What a failed user call tells the person (spec §8), as an i18n key or the server's own text. */
export function userErrorMessage(error: unknown, action: UserAction): string {
  const status = (error as { status?: unknown } | null)?.status;
  const body = (error as { body?: Partial<ApiErrorBody> | null } | null)?.body ?? undefined;
  if (status === 403) return 'app.errors.forbidden';
  // The server flags the duplicate on the email field (contract: 400 with errors.email).
  if (action === 'create' && status === 400 && body?.errors?.email) return 'resources.users.notifications.duplicate_email';
  // Refusals such as "you cannot delete yourself" come as a 400 with a Polish explanation.
  if (action === 'toggleDeleted' && status === 400 && typeof body?.message === 'string') return body.message;
  return 'app.errors.unexpected';
}
