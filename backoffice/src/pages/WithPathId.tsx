import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { parsePathId } from '@portal/domain';
import { StaffNotFound } from './StaffNotFound';

/**
 * A show or edit screen whose path names an id (`…/show/12`): a path that names none (a bad link's
 * `…/show/undefined`) is a page that does not exist, shown as such without asking the server for it.
 */
export const WithPathId = ({ children }: { children: ReactElement }) => (parsePathId(useParams().id) === null ? <StaffNotFound /> : children);
