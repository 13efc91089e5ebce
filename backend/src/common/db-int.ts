import { Max } from 'class-validator';
import { VALIDATION_MESSAGES as M } from './api-error';

/** Ids, offsets and counts live in PostgreSQL `integer` columns: a larger number would end in a database error (500). */
export const MAX_DB_INT = 2_147_483_647;

/** `@Max(MAX_DB_INT)` with the shared Polish message; put it next to every `@IsInt` that reaches an integer column. */
export const MaxDbInt = (options: { each?: boolean } = {}) => Max(MAX_DB_INT, { ...options, message: M.maxValue(MAX_DB_INT) });
