import type { NavigationItem, Site } from '@dealer/site-registry';
import { UiLink } from '../link';

export interface SiteHeaderProps {
  site: Pick<Site, 'name' | 'theme' | 'navigation' | 'phone'>;
  /** Extra links the app adds (favourites, garage). */
  extraLinks?: ReadonlyArray<{ label: string; href: string }>;
}

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

/** §2 header: the site's logo and its configured navigation. */
export function SiteHeader({ site, extraLinks = [] }: SiteHeaderProps) {
  const { logo } = site.theme;
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <UiLink href="/" className="logo" aria-label={`${site.name} home`}>
          {logo.url ? (
            <img src={logo.url} alt="" width={logo.width} height={logo.height} />
          ) : (
            <span className="logo__text">{logo.text}</span>
          )}
        </UiLink>
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
      </div>
    </header>
  );
}
