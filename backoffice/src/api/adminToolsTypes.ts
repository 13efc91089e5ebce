// Contract of the administrator tools (staff spec §2.5, §2.7, §2.8, §7), from the generated API types.
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

/** spec §3 Area: shape has one element per polygon, each with its outer ring and holes. */
export type Area = Schemas['AreaResponseDto'];
export type AreaPolygon = Schemas['AreaPolygonResponseDto'];
export type AreaUploadResult = Schemas['AreaUploadResponseDto'];
export type TestSmsResult = Schemas['TestSmsResponseDto'];
export type SmsOutboxEntry = Schemas['SmsOutboxEntryResponseDto'];

/** One mail of the mail outbox (GET /api/mail/outbox, docs/mail.md); `links` are the links of its text. */
export type MailOutboxEntry = Schemas['MailOutboxItemResponseDto'];

/** The answer of POST /api/user/email/unsubscribe/{id}: 200 a mail was sent, 204 already unsubscribed (spec §7). */
export type UnsubscribeOutcome = 'sent' | 'already_unsubscribed';
