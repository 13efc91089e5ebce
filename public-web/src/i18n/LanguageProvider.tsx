import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * Everything below is mounted again when the language changes: texts are looked up (`t`) as parts render, and a
 * remount looks every one of them up again (the map is drawn anew; the language switch takes the focus back,
 * LanguageSwitch.tsx). Lingui's React provider is not used: nothing reads the instance from a context, and its
 * 0.5 kB gzip counted against /public's first-load budget (docs/decisions.md).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return <Fragment key={language}>{children}</Fragment>;
}
