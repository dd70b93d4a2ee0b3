/** Timestamps come back as Date from PGlite and pg, or as text from some drivers: the API speaks ISO text. */
export function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
