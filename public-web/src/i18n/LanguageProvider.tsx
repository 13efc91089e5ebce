import { I18nProvider } from '@lingui/react';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * Lingui's provider, and a remount of everything below it when the language changes: texts are looked up as parts
 * render, and a remount looks every one of them up again (the map is drawn anew; the language switch takes the focus
 * back, LanguageSwitch.tsx).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={language}>{children}</Fragment>
    </I18nProvider>
  );
}
