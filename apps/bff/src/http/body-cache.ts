/**
 * Serialised answers by a key that names everything they depend on (an ETag's inputs), least recently
 * used first out past `maxBytes`. Concurrent misses of one key share one computation.
 */
export class BodyCache {
  private readonly entries = new Map<string, string>();
  private readonly pending = new Map<string, Promise<string>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string, make: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    let flight = this.pending.get(key);
    if (!flight) {
      flight = make()
        .then((body) => {
          this.put(key, body);
          return body;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, flight);
    }
    return flight;
  }

  private put(key: string, body: string): void {
    if (body.length > this.maxBytes) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
