import { mergeTranslations, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { enAppMessages } from './en';
import { plAppMessages } from './pl';
import { raPolish } from './raPolish';

// Deep merge, Polish last: any key without a Polish text falls back to English, visibly, instead
// of showing a raw key or nothing.
export const polishMessages: TranslationMessages = mergeTranslations(englishMessages, enAppMessages, raPolish, plAppMessages);

// Spec §1: only Polish exists for the back office, so Polish is the only locale offered (one
// locale also keeps react-admin from showing a language switcher).
export const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }]);
