import { mergeTranslations, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { plAppMessages } from './pl';
import { raPolish } from './raPolish';

// react-admin's own texts: our Polish catalogue (raPolish) merged over ra-language-english, so a key that a react-admin
// upgrade adds shows in English, visibly, rather than as a raw key. The app's keys exist only in Polish (pl.ts).
export const polishMessages: TranslationMessages = mergeTranslations(englishMessages, raPolish, plAppMessages);

// Spec §1: only Polish exists for the back office, so Polish is the only locale offered (one
// locale also keeps react-admin from showing a language switcher).
export const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }]);
