import type { ReactNode } from 'react';
import { UiLink } from '../link';

/** A link of the console's main navigation. */
export interface ConsoleNavItem {
  label: string;
  href: string;
}

/** Every console section, in nav order; the app passes the ones the signed-in person may open. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { label: 'Leads', href: '/console/leads' },
  { label: 'Today', href: '/console/today' },
  { label: 'Calendar', href: '/console/calendar' },
  { label: 'Stock', href: '/console/stock' },
  { label: 'Reservations', href: '/console/reservations' },
  { label: 'Content', href: '/console/content' },
  { label: 'Dashboard', href: '/console/dashboard' },
  { label: 'Mail', href: '/console/mail' },
  { label: 'Team', href: '/console/team' },
  { label: 'Rules', href: '/console/rules' },
  { label: 'Audit', href: '/console/audit' },
  { label: 'Settings', href: '/console/settings' },
  { label: 'Account', href: '/console/account' },
];

/** Who is signed in, as the shell's header shows them. */
export interface ConsoleShellStaff {
  name: string;
  email: string;
  role: string;
}

type FormComponent = (props: {
  method: 'post';
  action?: string;
  className?: string;
  children: ReactNode;
}) => ReactNode;

function PlainForm(props: { method: 'post'; action?: string; className?: string; children: ReactNode }) {
  return <form {...props} />;
}

export const ROLE_LABELS: Readonly<Record<string, string>> = {
  group_admin: 'Group admin',
  manager: 'Manager',
  salesperson: 'Salesperson',
};

export interface ConsoleShellProps {
  /** The dealer (site or group) name in the header. */
  title: string;
  /** Null on the sign-in and invitation pages: no nav, no account menu. */
  staff: ConsoleShellStaff | null;
  /** The current path: its nav link is marked as the current page. */
  currentPath: string;
  nav?: readonly ConsoleNavItem[];
  /** The router's Form (sign-out works without JS either way). */
  Form?: FormComponent;
  children: ReactNode;
}

function isCurrent(href: string, path: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** The console's page frame: header with the dealer and the signed-in person, section nav, main. */
export function ConsoleShell({
  title,
  staff,
  currentPath,
  nav = CONSOLE_NAV,
  Form = PlainForm,
  children,
}: ConsoleShellProps) {
  return (
    <div className="console">
      <header className="console__header">
        <p className="console__brand">
          <UiLink href={staff ? '/console/leads' : '/console/sign-in'}>{title}</UiLink>
          <span className="console__brand-tag">Dealer console</span>
        </p>
        {staff ? (
          <div className="console__who">
            <span>
              {staff.name} <span className="console__role">{ROLE_LABELS[staff.role] ?? staff.role}</span>
            </span>
            <Form method="post" action="/console/sign-out" className="console__sign-out">
              <button type="submit" className="console-button console-button--quiet">
                Sign out
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      {staff ? (
        <nav className="console__nav" aria-label="Console">
          <ul>
            {nav.map((item) => (
              <li key={item.href}>
                <UiLink
                  href={item.href}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="main" className="console__main">
        {children}
      </main>
    </div>
  );
}
