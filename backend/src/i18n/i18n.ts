import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@portal/domain';
import { SERVER_CATALOGS } from './catalogs';

export type MessageValues = Record<string, unknown>;

/**
 * One Lingui instance per language, each always active: a request never switches a shared instance's locale, so two
 * requests in different languages cannot interleave. The catalogs are ICU MessageFormat source text, compiled once here
 * at boot (Lingui's own compiler), so the server needs no extraction or compile step in its build. Polish is the source:
 * a server message's id is its Polish text, and a Polish id missing from another language falls back to Polish.
 */
const INSTANCES: Record<Language, I18n> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, SERVER_CATALOGS[language] as Messages);
    i18n.activate(language);
    return [language, i18n];
  }),
) as Record<Language, I18n>;

/** The message `id` of the server's catalogs in `language`, its ICU placeholders filled from `values`. */
export function translate(language: Language, id: string, values?: MessageValues): string {
  return INSTANCES[language]._(id, values);
}
