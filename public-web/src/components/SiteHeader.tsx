import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NavLink } from '../routing';
import { isStaffRole, STAFF_LANDING_PAGES } from '../auth/roles';
import { useLogout } from '../auth/use-logout';
import { useSession } from '../auth/session';
import { useLoginState } from '../login/login-context';
import { texts } from '../texts';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { DropdownMenu } from './DropdownMenu';
import { MenuIcon } from './icons';

type MenuText = keyof typeof texts.menu;
interface MenuLink {
  to: string;
  label: MenuText;
  end?: boolean;
}

// Spec §2, the public top menu. Most targets arrive in later issues; the links are kept meanwhile.
// Labels are names of texts.menu's entries, looked up as the header renders (in the language of that moment).
const MAIN_LINKS: readonly MenuLink[] = [
  { to: '/public', label: 'map', end: true },
  { to: '/public/planned', label: 'planned' },
  { to: '/public/about', label: 'about' },
  { to: '/public/faq', label: 'faq' },
  { to: '/public/privacy-policy', label: 'privacyPolicy' },
  { to: '/public/poll', label: 'poll' },
];

// Files, not pages: plain links so the browser downloads or shows them.
const DOCUMENTS: readonly { href: string; label: MenuText }[] = [
  { href: '/public/regulamin_notyfikacje.pdf', label: 'notificationTerms' },
  { href: '/public/instrukcja_sms.pdf', label: 'smsInstruction' },
];

const ACCOUNT_LINKS: readonly MenuLink[] = [
  { to: '/public/user/settings', label: 'settings' },
  { to: '/public/user/address', label: 'addresses' },
  { to: '/public/user/outage-history', label: 'outageHistory' },
  { to: '/public/user/reports', label: 'reports' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) => `menu__link${isActive ? ' menu__link--active' : ''}`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();

  // The collapsed menu closes once the user has picked a page.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__languages">
        <LanguageSwitch />
      </div>
      <div className="container site-header__bar">
        <Link className="brand" to="/public">
          <span className="brand__mark" aria-hidden="true">
            ⚡
          </span>
          {texts.appName}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span>{texts.menu.toggle}</span>
        </button>
        <nav
          id="site-nav"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label={texts.menu.label}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              setMenuOpen(false);
              toggle.current?.focus();
            }
          }}
        >
          <ul className="menu">
            {MAIN_LINKS.map((link) => (
              <li key={link.to} className="menu__item">
                <NavLink className={navLinkClass} to={link.to} end={link.end}>
                  {texts.menu[link.label]}
                </NavLink>
              </li>
            ))}
            <DropdownMenu label={texts.menu.documents}>
              {DOCUMENTS.map((doc) => (
                <li key={doc.href}>
                  <a className="submenu__link" href={doc.href}>
                    {texts.menu[doc.label]} <span className="submenu__hint">{texts.menu.pdf}</span>
                  </a>
                </li>
              ))}
            </DropdownMenu>
          </ul>
          <ul className="menu menu--account">
            <AccountMenu onLoginClick={() => setMenuOpen(false)} />
          </ul>
        </nav>
      </div>
    </header>
  );
}

function AccountMenu({ onLoginClick }: { onLoginClick: () => void }) {
  const { token, role, fullName } = useSession();
  const { openSidebar } = useLoginState();
  const logout = useLogout();

  if (!token || !role) {
    return (
      <li className="menu__item">
        <button
          type="button"
          className="button button--side"
          onClick={() => {
            onLoginClick();
            openSidebar();
          }}
        >
          {texts.menu.login}
        </button>
      </li>
    );
  }

  const logoutEntry = (
    <li>
      <button type="button" className="submenu__link submenu__button" onClick={() => void logout()}>
        {texts.menu.logout}
      </button>
    </li>
  );

  return (
    <DropdownMenu label={fullName || texts.menu.account} align="end">
      {isStaffRole(role) ? (
        // The back office is another app: a plain link makes it a full page load.
        <li>
          <a className="submenu__link" href={STAFF_LANDING_PAGES[role]}>
            {texts.menu.staffPanel}
          </a>
        </li>
      ) : (
        ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="submenu__link" to={link.to}>
              {texts.menu[link.label]}
            </NavLink>
          </li>
        ))
      )}
      {logoutEntry}
    </DropdownMenu>
  );
}
