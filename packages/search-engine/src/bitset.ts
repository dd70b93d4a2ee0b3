/**
 * A fixed-size set of document numbers packed 32 to a word. Filters evaluate to bitsets, so AND/OR/NOT
 * over a dealer group's whole stock cost a few thousand word operations, not a pass over every car.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.clearTail();
    return set;
  }

  static fromSorted(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    for (let i = 0; i < docs.length; i++) set.add(docs[i] as number);
    return set;
  }

  add(doc: number): void {
    const w = doc >>> 5;
    this.words[w] = (this.words[w] as number) | (1 << (doc & 31));
  }

  has(doc: number): boolean {
    return ((this.words[doc >>> 5] as number) & (1 << (doc & 31))) !== 0;
  }

  /** In-place intersection; returns this. */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] as number) & (b[i] as number);
    return this;
  }

  /** In-place union; returns this. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] as number) | (b[i] as number);
    return this;
  }

  /** In-place complement within [0, size); returns this. */
  not(): this {
    const a = this.words;
    for (let i = 0; i < a.length; i++) a[i] = ~(a[i] as number) >>> 0;
    this.clearTail();
    return this;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  count(): number {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i] as number;
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls `fn` with every member in ascending order. */
  forEach(fn: (doc: number) => void): void {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i] as number;
      while (v !== 0) {
        const low = v & -v;
        fn((i << 5) + 31 - Math.clz32(low));
        v = (v ^ low) >>> 0;
      }
    }
  }

  toArray(): number[] {
    const out: number[] = [];
    this.forEach((doc) => {
      out.push(doc);
    });
    return out;
  }

  private clearTail(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0 && this.words.length > 0) {
      const last = this.words.length - 1;
      this.words[last] = ((this.words[last] as number) & (0xffffffff >>> extra)) >>> 0;
    }
  }
}
