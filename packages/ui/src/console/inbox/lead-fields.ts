/**
 * How the lead page groups what the shopper sent (the console: everything the shopper gave). Keys are the
 * §3 lead's; whatever no group names (a site's custom fields) is shown under "Other answers", so nothing
 * the shopper typed is hidden.
 */
export const LEAD_FIELD_GROUPS: readonly { title: string; keys: readonly string[] }[] = [
  {
    title: 'Contact',
    keys: ['name', 'first_name', 'last_name', 'Last Name', 'title', 'email', 'phone', 'postcode', 'state'],
  },
  {
    title: 'Enquiry',
    keys: ['category', 'subcategory', 'message', 'location', 'additional_services', 'opt_in'],
  },
  // The car asked about, or on a trade-in lead the shopper's own car.
  { title: 'Vehicle', keys: ['Vehicle Make', 'Vehicle Model'] },
  { title: 'Test drive', keys: ['dateTime'] },
  {
    title: 'Trade-in',
    keys: ['Rego', 'Ready to sell', 'Valuation guide', 'valuation_id', 'offer_price'],
  },
  {
    title: 'Finance',
    keys: [
      'dateOfBirth',
      'day',
      'month',
      'year',
      'gender',
      'licenceType',
      'employmentType',
      'residencyStatus',
      'livingSituation',
      'currentAddress',
      'purchasePriceBudget',
      'vehiclePriceBudget',
      'Deposit Amount',
      'preferredDealership',
      'Best Finance',
      'Best Deal',
      'Additional Comments',
      'finance_split_test_option',
    ],
  },
  {
    title: 'Campaign',
    keys: ['source', 'utm_source', 'utm_medium', 'utm_campaign', 'linked_query_params', 'url'],
  },
];

/** Keys the page shows elsewhere (the car panel, visited pages) or that are plumbing, not answers. */
const SHOWN_ELSEWHERE = new Set([
  'car_id',
  'car_dealership_id',
  'stock_number',
  'car_type',
  'vehicle_status',
  'manufacturer_slug',
  'dealership_slug',
  'website_slug',
  'visited_pages',
  'lead_attributes',
  'lead_id',
  'location_id',
  'page_id',
  'user_agent',
  'lead_status',
  'form_completed',
  'skipped_steps',
  'step_number',
  'consent',
  'terms_agreed',
  'terms_conditions',
]);

const GROUPED = new Set(LEAD_FIELD_GROUPS.flatMap((g) => g.keys));

/** Readable names of the §3 keys whose own spelling is code-like; others are shown as sent. */
const LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  state: 'State',
  category: 'Category',
  subcategory: 'Subcategory',
  message: 'Message',
  location: 'Location',
  additional_services: 'Additional services',
  opt_in: 'Marketing opt-in',
  dateTime: 'Test drive time',
  valuation_id: 'Valuation',
  offer_price: 'Trade-in estimate',
  dateOfBirth: 'Date of birth',
  licenceType: 'Licence',
  employmentType: 'Employment',
  residencyStatus: 'Residency',
  livingSituation: 'Living situation',
  currentAddress: 'Address',
  purchasePriceBudget: 'Purchase budget',
  vehiclePriceBudget: 'Vehicle budget',
  preferredDealership: 'Preferred dealership',
  finance_split_test_option: 'Finance split test arm',
  source: 'Source',
  linked_query_params: 'First page query',
  url: 'Sent from',
};

/** A stored answer as text: lists joined, ticks Yes/No, objects as key=value pairs; empty → null. */
export function answerText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  if (typeof value === 'object')
    return (
      Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ') || null
    );
  return String(value);
}

/** The groups that have answers, then "Other answers" with every remaining key. */
export function leadAnswerGroups(
  data: Readonly<Record<string, unknown>>,
): { title: string; rows: { key: string; label: string; value: string }[] }[] {
  const rowsOf = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const value = answerText(data[key]);
      return value === null ? [] : [{ key, label: LABELS[key] ?? key, value }];
    });
  const groups = LEAD_FIELD_GROUPS.map((g) => ({ title: g.title, rows: rowsOf(g.keys) }));
  const other = rowsOf(Object.keys(data).filter((k) => !GROUPED.has(k) && !SHOWN_ELSEWHERE.has(k)));
  return [...groups, { title: 'Other answers', rows: other }].filter((g) => g.rows.length > 0);
}

/** The pages the shopper visited before sending the lead (either place the §3 lead carries them). */
export function visitedPages(data: Readonly<Record<string, unknown>>): string[] {
  const attrs = data.lead_attributes as { visited_pages?: unknown } | undefined;
  const pages = Array.isArray(data.visited_pages) ? data.visited_pages : attrs?.visited_pages;
  return Array.isArray(pages) ? pages.map(String) : [];
}
