import type { BlockInput } from '@dealer/content-blocks';
import { type Page, pageSchema } from '@dealer/content-blocks';
import {
  contentPagePath,
  financePath,
  listingBasePath,
  offerWords,
  partsPath,
  primaryLocation,
  privacyPath,
  type Site,
  sellerActions,
  servicePath,
  specialOffersPath,
  stockLabel,
  vehicleNoun,
} from '@dealer/site-registry';

/** The content pages every demo site has (§1: home, special offers, service, parts, about, privacy). */
export const DEMO_PAGE_SLUGS = ['home', 'special-offers', 'service', 'parts', 'about', 'privacy'] as const;
export type DemoPageSlug = (typeof DEMO_PAGE_SLUGS)[number];

/** Where each demo page lives on a site (§2 routes). */
export function demoPagePath(site: Pick<Site, 'routes'>, slug: DemoPageSlug): string {
  switch (slug) {
    case 'home':
      return '/';
    case 'special-offers':
      return specialOffersPath();
    case 'service':
      return servicePath();
    case 'parts':
      return partsPath(site);
    case 'about':
      return contentPagePath(site, 'about-us');
    case 'privacy':
      return privacyPath(site);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function page(slug: string, title: string, description: string, blocks: BlockInput[]): Page {
  // Parsed like a dealer's save: defaults filled, rich text sanitised, and a broken template fails loudly.
  return pageSchema.parse({ slug, title, description, blocks });
}

/**
 * The demo content of a site: realistic copy with the site's name, phone, city, locations and vehicle
 * noun woven in, valid under the same schema dealers' edits are held to.
 */
export function demoPages(site: Site): Record<DemoPageSlug, Page> {
  const name = escapeHtml(site.name);
  const phone = escapeHtml(site.phone);
  const tel = telHref(site.phone);
  const city = escapeHtml(site.city);
  const vehicles = vehicleNoun(site, { plural: true, lowercase: true });
  const stock = stockLabel(site);
  const listing = listingBasePath(site);
  const primary = primaryLocation(site);
  const yard = escapeHtml(
    `${primary.address.street}, ${primary.address.city} ${primary.address.state} ${primary.address.postcode}`,
  );
  const locationCount = site.locations.length;
  const yards =
    locationCount === 1
      ? `our ${city} yard`
      : `our ${locationCount} locations across ${escapeHtml(site.state)}`;
  const finance = financePath(site);
  // Only what this seller offers (§1): nobody finances or test drives a hire car.
  const actions = sellerActions(site);
  const invitations = [
    `browse our ${escapeHtml(stockLabel(site, undefined, { lowercase: true }))}`,
    ...(actions.finance ? ['get finance sorted before you visit'] : []),
  ];
  const visit = actions.testDrive ? `book a test drive at ${yards}` : `pick up at ${yards}`;

  const home = page('home', site.name, `${site.name}: ${stock} ${offerWords(site)} in ${site.city}.`, [
    { id: 'hero', type: 'promotion_slider', from_promotions: true },
    {
      id: 'welcome',
      type: 'heading',
      text: `Welcome to ${site.name}`,
      level: 1,
      tunes: { alignment: 'center' },
    },
    {
      id: 'intro',
      type: 'rich_text',
      html: `<p>${name} has helped ${city} drivers into the right ${vehicleNoun(site, { lowercase: true })} for years. ${capitalise(invitations.join(', '))}, and ${visit}.</p>`,
      tunes: { alignment: 'center', margin: { bottom: 24 } },
    },
    {
      id: 'actions',
      type: 'button_group',
      buttons: [
        { text: `Browse ${stock}`, href: listing },
        ...(actions.finance ? [{ text: 'Get Finance', href: finance, variant: 'outline' as const }] : []),
        { text: `Call ${site.phone}`, href: tel, variant: 'outline', colour: 'accent' },
      ],
      tunes: { alignment: 'center' },
    },
    {
      id: 'latest',
      type: 'car_carousel',
      title: 'Latest arrivals',
      search: `${listing}?sortBy=created_at_desc`,
      limit: 12,
    },
    ...(actions.finance
      ? ([
          {
            id: 'calculator',
            type: 'custom',
            component: 'FinanceCalculator',
            // §9 calculator defaults: 10% interest, $5,000 to $150,000.
            props: JSON.stringify({ interestRate: 10, minAmount: 5000, maxAmount: 150000 }),
            tunes: { hide_on: ['xs'] },
          },
        ] satisfies BlockInput[])
      : []),
    { id: 'reviews', type: 'reviews', title: 'What our customers say' },
    { id: 'visit', type: 'locations', title: 'Visit us' },
  ]);

  const specialOffers = page('special-offers', 'Special Offers', `This month's offers at ${site.name}.`, [
    { id: 'title', type: 'heading', text: 'Special Offers', level: 1 },
    {
      id: 'intro',
      type: 'rich_text',
      html: `<p>Hand-picked deals on ${escapeHtml(vehicles)} from ${name}, updated every month. Offers are available while stock lasts — call us on <a href="${tel}">${phone}</a> to hold one for you.</p>`,
    },
    { id: 'offers', type: 'promotion_slider', from_promotions: true },
    { id: 'specials', type: 'car_carousel', title: 'On special now', search: `${listing}?tag=Special` },
    {
      id: 'terms',
      type: 'rich_text',
      html: '<p><small>Prices include GST. Offers cannot be combined with any other offer and may end without notice.</small></p>',
      tunes: { colours: { text: 'muted' } },
    },
  ]);

  const service = page('service', 'Service Centre', `Servicing and repairs at ${site.name}, ${site.city}.`, [
    { id: 'title', type: 'heading', text: 'Service Centre', level: 1 },
    {
      id: 'intro',
      type: 'rich_text',
      html: `<p>Our qualified technicians service all makes and models at ${yard}. Logbook servicing keeps your new ${vehicleNoun(site, { lowercase: true })} warranty intact, and we use genuine parts.</p><ul><li>Logbook and scheduled servicing</li><li>Brakes, tyres and batteries</li><li>Air-conditioning and electrical</li><li>Pre-purchase and roadworthy inspections</li></ul>`,
    },
    {
      id: 'book',
      type: 'button_group',
      buttons: [
        { text: 'Book a Service', href: `${tel}` },
        { text: 'Send an Enquiry', href: '/contact?category=service', variant: 'outline' },
      ],
    },
    {
      id: 'faq',
      type: 'faq',
      title: 'Service questions',
      items: [
        {
          question: 'Will servicing with you keep my warranty?',
          answer:
            '<p>Yes. We follow the manufacturer schedule and stamp your logbook, so your warranty stays intact.</p>',
        },
        {
          question: 'Can I wait while my car is serviced?',
          answer: `<p>Most services take about two hours. Our ${city} lounge has Wi-Fi and coffee, or ask about a courtesy car.</p>`,
        },
        {
          question: 'How do I book?',
          answer: `<p>Call <a href="${tel}">${phone}</a> or send an enquiry and we will confirm a time.</p>`,
        },
      ],
    },
    { id: 'hours', type: 'locations', title: 'Service hours', location_ids: [primary.id] },
  ]);

  const parts = page('parts', 'Parts & Accessories', `Genuine parts and accessories from ${site.name}.`, [
    { id: 'title', type: 'heading', text: 'Parts & Accessories', level: 1 },
    {
      id: 'intro',
      type: 'rich_text',
      html: `<p>From floor mats and roof racks to filters and brake pads, our parts team stocks genuine parts and accessories for your ${vehicleNoun(site, { lowercase: true })}. Not on the shelf? We can usually have it in ${city} within a few business days.</p>`,
    },
    {
      id: 'order',
      type: 'button_group',
      buttons: [
        { text: 'Call the Parts Team', href: tel },
        { text: 'Request a Part', href: '/contact?category=parts', variant: 'outline' },
      ],
    },
    {
      id: 'faq',
      type: 'faq',
      items: [
        {
          question: 'Do you fit accessories?',
          answer:
            '<p>Yes — our workshop can fit most accessories while you wait or at your next service.</p>',
        },
        {
          question: 'Can I return a part?',
          answer:
            '<p>Unused parts in their original packaging can be returned within 30 days with your receipt. Electrical parts cannot be returned once fitted.</p>',
        },
      ],
    },
  ]);

  const dealerships = site.dealerships.map((d) => `<li>${escapeHtml(d.name)}</li>`).join('');
  const about = page('about-us', `About ${site.name}`, `The people behind ${site.name}.`, [
    { id: 'title', type: 'heading', text: `About ${site.name}`, level: 1 },
    {
      id: 'story',
      type: 'rich_text',
      html: `<p>${name} is a locally owned dealership in ${city}${site.dealership_group ? `, part of the ${escapeHtml(site.dealership_group)} group` : ''}. We keep buying simple: honest prices, finance that fits, and a team that still answers the phone.</p><h2>Our dealerships</h2><ul>${dealerships}</ul>`,
    },
    { id: 'reviews', type: 'reviews', title: 'Reviews', limit: 6 },
    { id: 'locations', type: 'locations', title: 'Find us' },
    {
      id: 'contact',
      type: 'button_group',
      buttons: [{ text: 'Contact Us', href: '/contact' }],
      tunes: { alignment: 'center', margin: { top: 24 } },
    },
  ]);

  const email = escapeHtml(site.email);
  const privacy = page('privacy', 'Privacy Policy', `How ${site.name} handles your personal information.`, [
    { id: 'title', type: 'heading', text: 'Privacy Policy', level: 1 },
    {
      id: 'policy',
      type: 'rich_text',
      html: [
        `<p>${name} respects your privacy. This policy explains what personal information we collect, why, and how you can access or correct it.</p>`,
        '<h2>What we collect</h2><p>When you enquire, book a test drive, apply for finance or request a valuation, we collect the details you give us: your name, contact details and information about the vehicle you are interested in or wish to trade.</p>',
        '<h2>How we use it</h2><p>We use your information to respond to your enquiry, arrange finance with our lending partners when you ask us to, and, if you opt in, to tell you about offers. We never sell your personal information.</p>',
        '<h2>Cookies</h2><p>Our website uses cookies to keep the site working and to understand how it is used. Analytics never receive your name, phone number or e-mail address.</p>',
        `<h2>Contact us</h2><p>To access or correct your information, or to make a complaint, e-mail <a href="mailto:${email}">${email}</a> or call <a href="${tel}">${phone}</a>.</p>`,
      ].join(''),
    },
  ]);

  return {
    home,
    'special-offers': specialOffers,
    service,
    parts,
    about,
    privacy,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
