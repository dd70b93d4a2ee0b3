import type { NavigationItem, Site } from '@dealer/site-registry';
import { useEffect, useRef } from 'react';
import { UiLink } from '../link';

export interface SiteHeaderProps {
  site: Pick<Site, 'name' | 'theme' | 'navigation' | 'phone'>;
  /** Extra links the app adds (favourites, garage). */
  extraLinks?: ReadonlyArray<{ label: string; href: string }>;
}

/** The width (xl) from which the whole navigation fits beside the logo; below it, a Menu button. */
export const WIDE_NAV_QUERY = '(min-width: 1200px)';

function NavItem({ item }: { item: NavigationItem }) {
  return (
    <li className="nav__item">
      <UiLink href={item.href}>{item.label}</UiLink>
      {item.children && item.children.length > 0 ? (
        <ul className="nav__children">
          {item.children.map((child) => (
            <NavItem key={`${child.label}:${child.href}`} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * §2 header: the site's logo and its configured navigation. On narrow screens the navigation sits behind
 * a Menu button — a native disclosure (`<details>`), so it opens without JavaScript; the stylesheet shows
 * it open on wide screens. With JavaScript the menu closes after a link is followed.
 */
export function SiteHeader({ site, extraLinks = [] }: SiteHeaderProps) {
  const { logo } = site.theme;
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = menu.current;
    if (!details || typeof window.matchMedia !== 'function') return;
    // Browsers without ::details-content styling still show the navigation on wide screens.
    const wide = window.matchMedia(WIDE_NAV_QUERY);
    const sync = () => {
      details.open = wide.matches;
    };
    // A followed link navigates client-side: fold the phone menu away so the new page shows.
    const close = (event: Event) => {
      if (!wide.matches && (event.target as Element).closest('.nav a')) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || wide.matches || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    sync();
    wide.addEventListener('change', sync);
    details.addEventListener('click', close);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      wide.removeEventListener('change', sync);
      details.removeEventListener('click', close);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        {/* WCAG 2.5.3 label in name: a word mark's own letters (NORTHSIDE ŠKODA) are the link's name, with
            "home" after them, never a differently spelled label; an image logo is named by its alt text. */}
        <UiLink href="/" className="logo">
          {logo.url ? (
            <img src={logo.url} alt={`${site.name} home`} width={logo.width} height={logo.height} />
          ) : (
            <>
              <span className="logo__text">{logo.text}</span>
              <span className="visually-hidden"> home</span>
            </>
          )}
        </UiLink>
        <details className="nav-menu" ref={menu}>
          <summary className="nav-menu__button">
            <span className="nav-menu__icon" aria-hidden="true" />
            Menu
          </summary>
          <nav aria-label="Main" className="nav">
            <ul className="nav__list">
              {site.navigation.map((item) => (
                <NavItem key={`${item.label}:${item.href}`} item={item} />
              ))}
              {extraLinks.map((link) => (
                <li key={link.href} className="nav__item">
                  <UiLink href={link.href}>{link.label}</UiLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
