// Account dropdown (disclosure pattern): initials button; panel with full name, e-mail, the portal's menu
// links (member or programs, decision 167) and Logout; closes on Escape (focus back on the button) and on a
// click outside.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { initialsOf } from './initials';
import { useShellPortal } from './shell-portal';

const MENUS = {
  members: {
    label: 'Member menu',
    links: [
      { to: '/members/memberships', text: 'Membership Dashboard' },
      { to: '/members/account', text: 'Account Details & Preferences' },
      { to: '/logout', text: 'Logout' },
    ],
  },
  programs: {
    label: 'Programs menu',
    links: [
      { to: '/programs/dashboard', text: 'Programs Dashboard' },
      { to: '/programs/account', text: 'Account Details & Preferences' },
      { to: '/programs/logout', text: 'Logout' },
    ],
  },
} as const;

export interface AccountMenuProps {
  name: string;
  email: string;
}

export function AccountMenu({ name, email }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const menu = MENUS[useShellPortal()];

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The name is the visible text with a hidden prefix, so speech users can say what they see. */}
        <span className="visually-hidden">Account menu for</span>{' '}
        <span className="account-menu__initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
        <span>{name}</span>
      </button>
      {open && (
        <div className="account-menu__panel" id={panelId}>
          <div className="account-menu__who">
            <p className="account-menu__name">{name}</p>
            <p className="account-menu__email">{email}</p>
          </div>
          <nav aria-label={menu.label}>
            <ul className="account-menu__list">
              {menu.links.map((link) => (
                <li key={link.to}>
                  <Link
                    activeOptions={{ exact: true }}
                    to={link.to}
                    className="account-menu__item"
                    onClick={close}
                  >
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
