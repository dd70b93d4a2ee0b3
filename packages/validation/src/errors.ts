/** What `fieldErrors` needs from an error: zod's `ZodError` (or any `{ issues }` of the same shape). */
export interface IssueList {
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>;
}

/** The key under which `fieldErrors` reports an issue about the whole value rather than one field. */
export const ROOT_ERROR_KEY = 'root';

/**
 * Turns a zod error into `{ 'field.path': message }`, keeping the first message for each field — the
 * shape a form shows under its inputs and the BFF returns with a 400. Paths join with dots
 * (`lead.email`, `visited_pages.3`); an issue about the whole value goes under 'root'.
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    // Own keys only, defined (not assigned): a field named `constructor` or `__proto__` is a field too.
    if (!Object.hasOwn(out, key))
      Object.defineProperty(out, key, {
        value: issue.message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}
