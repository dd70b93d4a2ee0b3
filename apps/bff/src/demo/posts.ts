import {
  financePath,
  listingBasePath,
  type Site,
  servicePath,
  tradeInPath,
  vehicleNoun,
} from '@dealer/site-registry';
import type { SeedPost } from '../content/seed.js';

/**
 * The demo's blog posts: invented articles with each demo site's own details woven in, deterministic
 * (the same on every machine and start). Only the demo seed serves them.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The newest post's date: a fixed instant, spaced back per post and offset per site, so nothing drifts. */
const NEWEST = Date.parse('2026-03-02T09:00:00+11:00');
const DAY = 86_400_000;

interface Draft {
  title: string;
  excerpt: string;
  body: string;
}

function drafts(site: Site): Draft[] {
  const name = escapeHtml(site.name);
  const city = escapeHtml(site.city);
  const noun = vehicleNoun(site, { lowercase: true });
  const nouns = vehicleNoun(site, { plural: true, lowercase: true });
  const Nouns = vehicleNoun(site, { plural: true });
  const make = site.manufacturer ?? site.dealerships[0]?.make ?? null;
  const listing = listingBasePath(site);
  const list: Draft[] = [
    {
      title: `How to choose the right ${noun} for your family`,
      excerpt: `Seats, boot space, running costs and safety: a checklist from the ${site.name} team before you start browsing.`,
      body: `<p>Buying a ${escapeHtml(noun)} for the family is about more than the price. Start with how many seats you need every week, not once a year, then think about boot space for prams, sport bags and the weekly shop.</p><h2>Our checklist</h2><ul><li>Safety rating and airbags for every row</li><li>Running costs: fuel, tyres and servicing</li><li>ISOFIX points where you need them</li><li>Room to grow over the next five years</li></ul><p>Browse our <a href="${listing}">${escapeHtml(nouns)}</a> or call ${escapeHtml(site.phone)} and we will shortlist a few for you.</p>`,
    },
    {
      title: `Finance explained: getting pre-approved in ${site.city}`,
      excerpt: `Why a pre-approval makes buying your next ${noun} faster, and what lenders look at.`,
      body: `<p>A pre-approval tells you what you can spend before you fall in love with a ${escapeHtml(noun)}. Lenders look at your income, your expenses and your credit history.</p><h2>What you need</h2><ul><li>Proof of income (two recent payslips)</li><li>Your driver licence</li><li>Details of any other loans</li></ul><p>Start with our <a href="${financePath(site)}">finance application</a>; the ${name} finance team in ${city} will call you back.</p>`,
    },
    {
      title: 'What is my trade-in worth?',
      excerpt: `Age, kilometres, condition and demand: how ${site.name} values a trade-in, and how to get the best price.`,
      body: `<p>The value of a trade-in comes down to the same things a buyer looks at: age, kilometres, condition, service history and how much demand there is for the model right now.</p><p>A full service history and a clean interior make a real difference. Get an <a href="${tradeInPath(site)}">online estimate</a> in a couple of minutes, then bring it in and we will confirm the offer.</p>`,
    },
    {
      title: 'Why logbook servicing protects your warranty',
      excerpt: 'Servicing to the manufacturer schedule keeps your warranty intact and your resale value up.',
      body: `<p>Your warranty depends on servicing to the manufacturer schedule with genuine or equivalent parts. A stamped logbook also adds to the resale value when it is time to upgrade.</p><p>Our technicians at ${name} follow the schedule for every make. <a href="${servicePath()}">Book a service</a> online.</p>`,
    },
    {
      title: `New arrivals at ${site.name} this month`,
      excerpt: `Fresh stock has landed in ${site.city}: here is what is new on the yard.`,
      body: `<p>We have taken delivery of new and used ${escapeHtml(nouns)} this month${make ? `, including the latest from ${escapeHtml(make)}` : ''}. Every vehicle is inspected and detailed before it goes on sale.</p><p><a href="${listing}">See the latest ${escapeHtml(Nouns)}</a>.</p>`,
    },
    {
      title: `Test driving a ${noun}: what to check`,
      excerpt:
        'Ten minutes on familiar roads tells you more than an hour in the showroom. Here is what to look for.',
      body: `<p>Drive the roads you use every day: the school run, the motorway, your own driveway. Check visibility, seat comfort and how easy it is to park.</p><ol><li>Adjust the seat and mirrors before you start</li><li>Listen for noises at low and high speed</li><li>Try the infotainment with your own phone</li></ol><p>Book a test drive with ${name} and we will have it ready when you arrive.</p>`,
    },
  ];
  return list;
}

function siteOffsetDays(site: Site): number {
  return site.id % 5;
}

/** The demo posts of a site, newest first, spaced 11 days apart and offset per site. */
export function demoPosts(site: Site): SeedPost[] {
  return drafts(site).map((draft, index) => ({
    title: draft.title,
    excerpt: draft.excerpt,
    published_at: new Date(NEWEST - (siteOffsetDays(site) + index * 11) * DAY).toISOString(),
    body: draft.body,
  }));
}
