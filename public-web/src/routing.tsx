import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & {
  to: string;
  /** Active only on this very path, not below it (the map's `/public` beside `/public/planned`). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/**
 * A menu link that knows it leads to the page shown: active on its path and (unless `end`) below it, and then marked
 * `aria-current="page"` for screen readers. wouter's own Link compares the whole path only and sets no ARIA state.
 */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const [pathname] = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link {...rest} to={to} className={typeof className === 'function' ? className({ isActive }) : className} aria-current={isActive ? 'page' : undefined} />
  );
}

/** What the navigation to this page carried (`navigate(to, { state })`): the history entry's state. */
export const useNavigationState = <T,>(): T | null => useHistoryState<T | null>();

/** The function that goes to another page of the site: `navigate(to, { replace, state })`. */
export const useNavigate = () => useLocation()[1];

/** A path with a query (with or without its leading `?`; none when empty), as a link or `navigate` takes it. */
export function withSearch(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}
