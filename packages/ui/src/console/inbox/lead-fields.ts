/**
 * The console's reading of a lead's plumbing. How a lead's answers are grouped and worded is
 * @dealer/lead-flow's `leadSections` (shared with the ADF and notification mails).
 */

/** The pages the shopper visited before sending the lead (either place the §3 lead carries them). */
export function visitedPages(data: Readonly<Record<string, unknown>>): string[] {
  const attrs = data.lead_attributes as { visited_pages?: unknown } | undefined;
  const pages = Array.isArray(data.visited_pages) ? data.visited_pages : attrs?.visited_pages;
  return Array.isArray(pages) ? pages.map(String) : [];
}
