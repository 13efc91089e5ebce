import { lazy, Suspense, type ComponentProps } from 'react';
import { PageStatus } from '../components/PageStatus';
import { loadLoginForm } from './preload-login-form';

const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

export function LazyLoginForm(props: ComponentProps<typeof LoginForm>) {
  return (
    <Suspense fallback={<PageStatus />}>
      <LoginForm {...props} />
    </Suspense>
  );
}
