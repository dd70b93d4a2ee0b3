/**
 * A stored lead's campaign value (§3 utm_source, utm_medium, utm_campaign, …): the form's own field when
 * it has one (the finance form sends them), else the value in the visit's tracked first-page query
 * (`linked_query_params`, a query string, or an object of the query's values). '' when neither has it.
 */
export function campaignValue(data: Readonly<Record<string, unknown>>, name: string): string {
  const own = text(data[name]);
  if (own) return own;
  const linked = data.linked_query_params;
  if (linked && typeof linked === 'object') return text((linked as Record<string, unknown>)[name]);
  const query = text(linked);
  if (!query) return '';
  try {
    return new URLSearchParams(query.replace(/^\?/, '')).get(name)?.trim() ?? '';
  } catch {
    return '';
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
