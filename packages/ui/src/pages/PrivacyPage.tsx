import { addressLine, type Site } from '@dealer/site-registry';

export interface PrivacyPageProps {
  site: Pick<Site, 'name' | 'email' | 'phone' | 'address' | 'country'>;
  kind: 'policy' | 'statement';
}

/**
 * §2 /privacy-policy and the privacy statement: how the site handles what shoppers send (enquiries,
 * finance applications, favourites kept in the browser) and that analytics never receive personal data.
 */
export function PrivacyPage({ site, kind }: PrivacyPageProps) {
  const law =
    site.country === 'NZ'
      ? 'the Privacy Act 2020 (NZ)'
      : 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles';
  const { address } = site;
  return (
    <article className="info-page prose">
      <h1>{kind === 'policy' ? 'Privacy policy' : 'Privacy statement'}</h1>
      <p>
        {site.name} respects your privacy and handles personal information in line with {law}.
      </p>
      <h2>What we collect</h2>
      <p>
        When you enquire, book a test drive, ask for a trade-in valuation, apply for finance or reserve a
        vehicle, we collect the details you enter (such as your name, phone, email and postcode) and the
        vehicle you asked about. Favourites are kept in your own browser and are not sent to us.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your details to answer your request, arrange the service you asked for and, if you agree, to
        tell you about offers. Finance applications are passed to the lenders you ask us to approach.
      </p>
      <h2>Analytics</h2>
      <p>
        We measure how our website is used (pages viewed, searches, clicks) without your name, email, phone or
        any other contact details.
      </p>
      <h2>Access and correction</h2>
      <p>You may ask to see or correct the personal information we hold about you, or ask us to delete it.</p>
      <h2>Contact us</h2>
      <address>
        {site.name}
        <br />
        {addressLine(address)}
        <br />
        <a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a>
        {site.email ? (
          <>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </>
        ) : null}
      </address>
    </article>
  );
}
