import { describe, expect, it } from 'vitest';
import { createWorkQueue, defaultPhotoConcurrency } from './queue.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createWorkQueue', () => {
  it('should never run more tasks at once than its limit', async () => {
    const queue = createWorkQueue(2);
    let now = 0;
    let most = 0;
    const task = async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((r) => setTimeout(r, 2));
      now--;
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => queue.run(i % 2 ? 'import' : 'request', task)));
    expect(most).toBe(2);
    expect(queue.stats).toEqual({ running: 0, request: 0, import: 0 });
  });

  it('should start waiting request work before waiting import work', async () => {
    const queue = createWorkQueue(1);
    const gate = deferred();
    const order: string[] = [];
    const first = queue.run('import', () => gate.promise);
    const later = [
      queue.run('import', async () => void order.push('import 1')),
      queue.run('import', async () => void order.push('import 2')),
      queue.run('request', async () => void order.push('request')),
    ];
    expect(queue.stats).toEqual({ running: 1, request: 1, import: 2 });
    gate.resolve();
    await Promise.all([first, ...later]);
    expect(order).toEqual(['request', 'import 1', 'import 2']);
  });

  it('should pass a failure to its caller and go on with the next task', async () => {
    const queue = createWorkQueue(1);
    const failed = queue.run('request', async () => {
      throw new Error('bad photo');
    });
    await expect(failed).rejects.toThrow('bad photo');
    await expect(queue.run('request', async () => 7)).resolves.toBe(7);
  });

  it('should refuse a limit below one, and default to every core but one (at least one)', () => {
    expect(() => createWorkQueue(0)).toThrow(RangeError);
    expect(defaultPhotoConcurrency()).toBeGreaterThanOrEqual(1);
  });
});
