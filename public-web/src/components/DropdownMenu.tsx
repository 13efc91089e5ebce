import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

/**
 * A disclosure submenu of the top menu: a button that shows a list of links. Esc, a click outside
 * or focus leaving it closes it; choosing an entry closes it too. In the collapsed (mobile) menu
 * it opens in place.
 */
export function DropdownMenu({ label, align = 'start', children }: { label: ReactNode; align?: 'start' | 'end'; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // 'click', not 'pointerdown': closing an in-place submenu (collapsed menu) moves the entries
    // below it, and closing on pointerdown would move the target away before the click lands.
    const onClickOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClickOutside);
    return () => {
      document.removeEventListener('click', onClickOutside);
    };
  }, [open]);

  return (
    <li
      ref={root}
      className="menu__item menu__item--dropdown"
      onKeyDown={(event) => {
        // Esc closes this submenu only, not the collapsed menu around it.
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
        // Tabbing out closes the submenu. Not done on blur: a mouse press blurs before its click,
        // and collapsing an in-place submenu then would move the clicked entry away.
        if (event.key === 'Tab') {
          setTimeout(() => {
            if (!root.current?.contains(document.activeElement)) setOpen(false);
          });
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="menu__link menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu__label">{label}</span>
        <ChevronDownIcon />
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a chosen link closes the submenu; Enter on a link is a click too */}
      <ul id={listId} className={`submenu submenu--${align}`} hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </ul>
    </li>
  );
}
