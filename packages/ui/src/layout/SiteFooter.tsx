import { addressLine, primaryLocation, type Site, traderRegistrationLine } from '@dealer/site-registry';
import { UiLink } from '../link';

export interface SiteFooterProps {
  site: Pick<Site, 'name' | 'theme' | 'locations' | 'social' | 'navigation' | 'country' | 'legal'>;
  privacyHref: string;
}

/**
 * §2 footer: logo, the first location's address and phone, the Facebook link; on an NZ site the trader's
 * name and Motor Vehicle Traders Register number (#34, `traderRegistrationLine`).
 */
export function SiteFooter({ site, privacyHref }: SiteFooterProps) {
  const location = primaryLocation(site);
  const { address } = location;
  const phone = location.contact_detail.phone;
  const trader = traderRegistrationLine(site);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <span className="logo__text">{site.theme.logo.text}</span>
          <address>
            {location.location_name}
            <br />
            {addressLine(address)}
            <br />
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </address>
        </div>
        <ul className="site-footer__links">
          {site.social.facebook ? (
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
          ) : null}
          <li>
            <UiLink href={privacyHref}>Privacy policy</UiLink>
          </li>
        </ul>
        <p className="site-footer__legal">© {site.name}</p>
        {trader ? <p className="site-footer__legal site-footer__trader">{trader}</p> : null}
      </div>
    </footer>
  );
}
