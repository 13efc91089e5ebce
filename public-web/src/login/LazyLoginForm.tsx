import { lazy, Suspense, type ComponentProps } from 'react';
import { PageStatus } from '../components/PageStatus';
import { loadArea } from '../i18n/i18n';

// The form (and react-hook-form, about 12 kB gzipped) loads only when someone wants to log in.
// The sidebar starts the download on the Log in click, so it is there by the end of the 200 ms
// opening delay, with the texts of sign-in (the `auth` area).
const load = () => Promise.all([import('./LoginForm'), loadArea('auth')]).then(([module]) => module);
const LoginForm = lazy(() => load().then((module) => ({ default: module.LoginForm })));

export function preloadLoginForm(): void {
  void load();
}

export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return (
    <Suspense fallback={<PageStatus />}>
      <LoginForm {...props} />
    </Suspense>
  );
}
