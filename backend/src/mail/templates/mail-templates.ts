import type { Language } from '@portal/domain';
import escapeHtml from 'escape-html';
import { translate } from '../../i18n/i18n';

/**
 * The portal's own mails (staff spec §7 switch-off message), as plain text and simple HTML, signed with the operator's
 * name: in Polish, except the frame, the address confirmation and the password reset, which a resident gets in the
 * account's language (i18n/catalogs/account-mails.*.ts; docs/i18n.md). Links stand alone on their own line so every mail program makes them clickable.
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

const notYou = translate('pl', 'accountMail.notYou');
/** The mails not yet translated: Polish frame and all, whatever the account's language. */
const polish = (ctx: TemplateContext): TemplateContext => ({ ...ctx, language: 'pl' });

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

  emailChange: (ctx: TemplateContext, link: string): MailContent =>
    render(polish(ctx), 'Potwierdź nowy adres e-mail – Portal awarii i wyłączeń', {
      paragraphs: [
        'Ten adres e-mail został podany w ustawieniach konta w Portalu awarii i wyłączeń.',
        `Aby ponownie móc się zalogować, potwierdź go, otwierając poniższy link (ważny ${LINK_VALID_HOURS.CONFIRM_EMAIL} godziny):`,
      ],
      link: { url: link, label: 'Potwierdź nowy adres e-mail' },
      after: [notYou],
    }),

  /** To the old address after an e-mail change: whoever took over a session cannot move the account away unseen. */
  emailChangedNotice: (ctx: TemplateContext, newEmail: string): MailContent =>
    render(polish(ctx), 'Zmieniono adres e-mail konta – Portal awarii i wyłączeń', {
      paragraphs: [
        `Adres e-mail Twojego konta w Portalu awarii i wyłączeń został zmieniony na ${newEmail}. Na ten adres nie będziemy już wysyłać wiadomości.`,
        `Jeśli to nie Ty zmieniłeś adres, niezwłocznie skontaktuj się z ${ctx.operatorName}.`,
      ],
    }),

  /**
   * To the owner of an account whose address someone used to register: the registration answers as for a new address
   * (nothing tells the caller the account exists), so the owner learns of it here, with the way back in.
   */
  registrationAttempt: (ctx: TemplateContext, signInLink: string, remindLink: string): MailContent =>
    render(polish(ctx), 'Próba założenia konta na Twój adres – Portal awarii i wyłączeń', {
      paragraphs: [
        'Ktoś próbował założyć konto w Portalu awarii i wyłączeń, podając ten adres e-mail. Masz już konto z tym adresem, więc nowego konta nie utworzyliśmy, a Twoje pozostaje bez zmian.',
        'Jeśli to Ty, zaloguj się na swoje konto:',
      ],
      link: { url: signInLink, label: 'Zaloguj się' },
      after: ['Jeśli nie pamiętasz hasła, ustaw nowe na stronie:', remindLink, `${notYou} Nikt nie uzyskał dostępu do Twojego konta.`],
    }),

  accountDeleted: (ctx: TemplateContext): MailContent =>
    render(polish(ctx), 'Konto zostało usunięte – Portal awarii i wyłączeń', {
      paragraphs: [
        'Twoje konto w Portalu awarii i wyłączeń zostało usunięte.',
        'Usunęliśmy Twoje imię i nazwisko, adres e-mail, numer telefonu oraz obserwowane adresy. Wysłane zgłoszenia awarii pozostają bez danych osobowych.',
        'Nie będziesz już otrzymywać powiadomień. W każdej chwili możesz założyć nowe konto.',
      ],
    }),

  stopEmailNotifications: (ctx: TemplateContext, link: string): MailContent =>
    render(polish(ctx), 'Wyłączenie powiadomień e-mail – Portal awarii i wyłączeń', {
      paragraphs: [
        'Otrzymujesz od nas powiadomienia e-mail o awariach i planowanych wyłączeniach pod obserwowanymi adresami.',
        'Jeśli nie chcesz ich więcej otrzymywać, otwórz poniższy link i potwierdź rezygnację:',
      ],
      link: { url: link, label: 'Wyłącz powiadomienia e-mail' },
      after: ['Powiadomienia możesz ponownie włączyć w ustawieniach konta.'],
    }),
} as const;

/** Every http(s) address in a text: the outbox view and `npm run outbox` show them so a newcomer can click them. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}
