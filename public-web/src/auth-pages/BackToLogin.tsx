import { Link } from 'wouter';
import type { Audience } from './auth-pages-api';

/** Residents sign in on this site; staff at /login, the back office, which is another app (a full page load). */
export function LoginLink({ audience, className, children }: { audience: Audience; className?: string; children: string }) {
  return audience === 'public' ? (
    <Link className={className} to="/public/login">
      {children}
    </Link>
  ) : (
    <a className={className} href="/login">
      {children}
    </a>
  );
}
