import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { readConsent, saveConsent, type ConsentChoice } from './consent';

interface ConsentState {
  /** null until the visitor decides (spec §4: undecided, accepted, necessary-only). */
  choice: ConsentChoice | null;
  /** The dialog reopened from the footer link 'Ustawienia cookies'. */
  settingsOpen: boolean;
  /** The cookie dialog is on screen: undecided (except on the privacy policy, which it links to) or reopened. */
  dialogOpen: boolean;
  choose: (choice: ConsentChoice) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

export const PRIVACY_POLICY_PATH = '/public/privacy-policy';

const ConsentContext = createContext<ConsentState | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const choose = useCallback((value: ConsentChoice) => {
    saveConsent(value);
    setChoice(value);
    setSettingsOpen(false);
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  // The dialog links to the privacy policy; a visitor must be able to read it before choosing.
  const onPolicy = useLocation()[0] === PRIVACY_POLICY_PATH;
  const dialogOpen = settingsOpen || (choice === null && !onPolicy);

  const value = useMemo(
    () => ({ choice, settingsOpen, dialogOpen, choose, openSettings, closeSettings }),
    [choice, settingsOpen, dialogOpen, choose, openSettings, closeSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent must be used inside <ConsentProvider>');
  return state;
}
