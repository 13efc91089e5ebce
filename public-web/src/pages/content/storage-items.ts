import type { MessageId } from '../../i18n/i18n';

/**
 * Everything the public site keeps in the browser (cookies, local and session storage), for the privacy
 * policy. Keep in step with cookies/, consent/, survey/survey-cookies.ts, auth/session.ts, info/, offline/ and
 * docs/privacy-and-cookies.md. Purpose and lifetime are messages of the `info` area (i18n/info).
 */
export interface StorageItem {
  name: string;
  where: 'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage';
  kind: 'necessary' | 'functional';
  purpose: MessageId;
  lifetime: MessageId;
}

/** The items of the catalog: `session` for `info.privacy.item.session.purpose` and `.lifetime`. */
type ItemKey = MessageId extends infer Id ? (Id extends `info.privacy.item.${infer Key}.purpose` ? Key : never) : never;

const item = (name: string, where: StorageItem['where'], kind: StorageItem['kind'], key: ItemKey): StorageItem => ({
  name,
  where,
  kind,
  purpose: `info.privacy.item.${key}.purpose`,
  lifetime: `info.privacy.item.${key}.lifetime`,
});

export const STORAGE_ITEMS: readonly StorageItem[] = [
  item('cookieConsent', 'cookie', 'necessary', 'cookieConsent'),
  item('lang', 'cookie', 'necessary', 'lang'),
  item('poll', 'cookie', 'functional', 'poll'),
  item('instantPoll', 'cookie', 'functional', 'instantPoll'),
  item('token, userId, role, fullName, area, email, phone', 'localStorage', 'necessary', 'session'),
  item('language, copiedReport', 'localStorage', 'necessary', 'interface'),
  item('pendingReport', 'localStorage', 'necessary', 'pendingReport'),
  item('portal-app-…, portal-data-1', 'cacheStorage', 'necessary', 'offline'),
  item('infoSidebarShown', 'sessionStorage', 'necessary', 'infoSidebar'),
];
