import { describe, expect, it } from 'vitest';
import { createCompareStore } from './compare';

const memory = (initial?: string) => {
  const values = new Map<string, string>(initial ? [['dealer:compare', initial]] : []);
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
};

describe('createCompareStore', () => {
  it('adds and removes cars, keeps them in the storage, and refuses a fifth', () => {
    const storage = memory();
    const store = createCompareStore(storage);
    for (const id of [1, 2, 3, 4]) expect(store.toggle(id)).toBe(true);
    expect(store.toggle(5)).toBe(false);
    expect(store.getRefused()).toBe(5);
    expect(store.getState()).toEqual([1, 2, 3, 4]);
    expect(store.toggle(2)).toBe(true);
    expect(store.getRefused()).toBeNull();
    expect(createCompareStore(storage).getState()).toEqual([1, 3, 4]);
  });

  it('reads a damaged storage as at most four whole ids', () => {
    expect(createCompareStore(memory('[1,"x",1,2,3,4,5]')).getState()).toEqual([1, 2, 3, 4]);
    expect(createCompareStore(memory('{')).getState()).toEqual([]);
  });
});
