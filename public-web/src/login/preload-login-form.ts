import { loadArea } from '../i18n/i18n';

// The form (and react-hook-form, about 12 kB gzipped) loads only when someone wants to log in, with the texts of
// sign-in (the `auth` area). The sidebar starts the download on the Log in click, so it is there by the end of the
// 200 ms opening delay. Apart from the form's lazy wrapper (LazyLoginForm.tsx), which loads with the sidebar and the
// sign-in page, not with every page.
export const loadLoginForm = () => Promise.all([import('./LoginForm'), loadArea('auth')]).then(([module]) => module);

export function preloadLoginForm(): void {
  void loadLoginForm();
}
