import type { Language } from '@portal/domain';
import escapeHtml from 'escape-html';
import { translate } from '../../i18n/i18n';

/**
 * The portal's account mails (staff spec §7 switch-off message among them), as plain text and simple HTML, signed with
 * the operator's name, in the account's language (i18n/catalogs/account-mails.*.ts; docs/i18n.md; staff accounts
 * get Polish, account-mails.service.ts). Links stand alone on their own line so every mail program makes them clickable.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateContext {
  operatorName: string;
  /** The addressee's name as stored; omitted from the greeting when empty. */
  fullName?: string | null;
  /** The account's language (Polish when not given): the frame's and the translated mails' texts. */
  language?: Language;
}

export const MAIL_KINDS = [
  'CONFIRM_EMAIL',
  'RESET_PASSWORD',
  'CHANGE_EMAIL',
  'EMAIL_CHANGED_NOTICE',
  'REGISTRATION_ATTEMPT',
  'ACCOUNT_DELETED',
  'STOP_EMAIL_NOTIFICATIONS',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Hours a link is valid, written into the mail; the token rules (account-token-rules.ts) use the same numbers. */
export const LINK_VALID_HOURS = { CONFIRM_EMAIL: 48, RESET_PASSWORD: 1 } as const;

interface Block {
  paragraphs: string[];
  link?: { url: string; label: string };
  after?: string[];
}

/** The account mails' texts in the addressee's language (`accountMail.<id>`). */
const sayIn =
  (ctx: TemplateContext) =>
  (id: string, values?: Record<string, unknown>): string =>
    translate(ctx.language ?? 'pl', `accountMail.${id}`, values);

function render(ctx: TemplateContext, subject: string, block: Block): MailContent {
  const language = ctx.language ?? 'pl';
  const say = sayIn(ctx);
  const greeting = ctx.fullName?.trim() ? say('greetingNamed', { name: ctx.fullName.trim() }) : say('greeting');
  const footer = [say('regards'), ctx.operatorName, '', say('automatic')];
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.link ? [block.link.url, ''] : []),
    ...(block.after ?? []).flatMap((p) => [p, '']),
    ...footer,
  ].join('\n');
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><head>`,
    '<meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; color: #1a1a1a; line-height: 1.5">',
    p(greeting),
    ...block.paragraphs.map(p),
    ...(block.link
      ? [
          `<p><a href="${escapeHtml(block.link.url)}" style="display: inline-block; padding: 10px 18px; background: #1565c0; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(block.link.label)}</a></p>`,
          `<p style="font-size: 13px; color: #555555">${escapeHtml(say('buttonFallback'))}<br>${escapeHtml(block.link.url)}</p>`,
        ]
      : []),
    ...(block.after ?? []).map(p),
    `<p>${escapeHtml(say('regards'))}<br>${escapeHtml(ctx.operatorName)}</p>`,
    `<p style="font-size: 12px; color: #777777">${escapeHtml(say('automatic'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export const MAIL_TEMPLATES = {
  confirmEmail: (ctx: TemplateContext, link: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('confirmEmail.subject'), {
      paragraphs: [say('confirmEmail.thanks', { operator: ctx.operatorName }), say('confirmEmail.open', { hours: LINK_VALID_HOURS.CONFIRM_EMAIL })],
      link: { url: link, label: say('confirmEmail.link') },
      after: [`${say('notYou')} ${say('confirmEmail.inactive')}`],
    });
  },

  passwordReset: (ctx: TemplateContext, link: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('passwordReset.subject'), {
      paragraphs: [say('passwordReset.asked'), say('passwordReset.open', { hours: LINK_VALID_HOURS.RESET_PASSWORD })],
      link: { url: link, label: say('passwordReset.link') },
      after: [`${say('notYou')} ${say('passwordReset.unchanged')}`],
    });
  },

  emailChange: (ctx: TemplateContext, link: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('emailChange.subject'), {
      paragraphs: [say('emailChange.given'), say('emailChange.open', { hours: LINK_VALID_HOURS.CONFIRM_EMAIL })],
      link: { url: link, label: say('emailChange.link') },
      after: [say('notYou')],
    });
  },

  /** To the old address after an e-mail change: whoever took over a session cannot move the account away unseen. */
  emailChangedNotice: (ctx: TemplateContext, newEmail: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('emailChangedNotice.subject'), {
      paragraphs: [say('emailChangedNotice.changed', { email: newEmail }), say('emailChangedNotice.notYou', { operator: ctx.operatorName })],
    });
  },

  /**
   * To the owner of an account whose address someone used to register: the registration answers as for a new address
   * (nothing tells the caller the account exists), so the owner learns of it here, with the way back in.
   */
  registrationAttempt: (ctx: TemplateContext, signInLink: string, remindLink: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('registrationAttempt.subject'), {
      paragraphs: [say('registrationAttempt.tried'), say('registrationAttempt.signIn')],
      link: { url: signInLink, label: say('registrationAttempt.link') },
      after: [say('registrationAttempt.remind'), remindLink, `${say('notYou')} ${say('registrationAttempt.safe')}`],
    });
  },

  accountDeleted: (ctx: TemplateContext): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('accountDeleted.subject'), {
      paragraphs: [say('accountDeleted.deleted'), say('accountDeleted.data'), say('accountDeleted.noAlerts')],
    });
  },

  stopEmailNotifications: (ctx: TemplateContext, link: string): MailContent => {
    const say = sayIn(ctx);
    return render(ctx, say('stopEmail.subject'), {
      paragraphs: [say('stopEmail.receiving'), say('stopEmail.open')],
      link: { url: link, label: say('stopEmail.link') },
      after: [say('stopEmail.again')],
    });
  },
} as const;

/** Every http(s) address in a text: the outbox view and `npm run outbox` show them so a newcomer can click them. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
