import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { SYSTEM_ROLES, type RoleOption } from '../api/types';

// Roles change only with a deployment: fetch GET /api/user/roles once per session and share it
// between the filter, the forms and the column.
const ROLE_CACHE_MS = 60 * 60 * 1000;

/**
 * The roles as the server names them (spec §2.5). Until they arrive (or if the call fails) our own
 * labels stand in, so a select never holds a value outside its choices and columns never flicker.
 */
export function useRoleChoices(): RoleOption[] {
  const translate = useTranslate();
  const { data } = useGetList<RoleOption>(
    'roles',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: ROLE_CACHE_MS },
  );
  const fallback = useMemo(() => SYSTEM_ROLES.map((id) => ({ id, name: translate(`app.roles.${id}`) })), [translate]);
  return data && data.length > 0 ? data : fallback;
}
