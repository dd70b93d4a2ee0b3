/** Longest nested value (as JSON) worth sharing: image lists and locations repeat, descriptions do not. */
const SHAREABLE_JSON = 1024;

/**
 * Shares repeated values between cars: each generated string (make, colour, image path, date …) and each
 * small nested object or array equal by content (images, location) is kept once for the whole stock
 * instead of once per car, which is most of the cars' heap at 100k. Cars are read-only once generated
 * (indexes, pages and answers only read them), so sharing is invisible to callers.
 */
export class ValuePool {
  private readonly strings = new Map<string, string>();
  private readonly objects = new Map<string, unknown>();

  shareFields<T extends object>(car: T): T {
    const record = car as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = this.share(record[key]);
    return car;
  }

  private share(value: unknown): unknown {
    if (typeof value === 'string') {
      const known = this.strings.get(value);
      if (known !== undefined) return known;
      this.strings.set(value, value);
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    const json = JSON.stringify(value);
    if (json.length > SHAREABLE_JSON) return this.shareFields(value);
    const known = this.objects.get(json);
    if (known !== undefined) return known;
    const shared = Array.isArray(value) ? value.map((v) => this.share(v)) : this.shareFields(value);
    this.objects.set(json, shared);
    return shared;
  }
}
