/**
 * Where this server copy is in its life (issue 35 item 2): `starting` until the store is migrated, the
 * sites read and search loaded; `ready` while it serves; `draining` from the first moment of a shutdown.
 * The readiness endpoint (`/api/ready`, gate.ts) answers 200 only when ready, so a load balancer sends
 * new traffic elsewhere at once. Long-lived answers (the console's live lead stream) register a hook that
 * tells their client to reconnect and closes them when the drain begins.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining';

export class Lifecycle {
  private current: LifecycleState = 'starting';
  private readonly hooks = new Set<() => void>();

  get state(): LifecycleState {
    return this.current;
  }

  get draining(): boolean {
    return this.current === 'draining';
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Runs `hook` when the drain begins (at once when it has begun); the answer removes it. */
  onDrain(hook: () => void): () => void {
    if (this.draining) {
      hook();
      return () => undefined;
    }
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }

  /** Flips readiness off and runs every drain hook once; later calls do nothing. */
  beginDrain(): void {
    if (this.draining) return;
    this.current = 'draining';
    for (const hook of this.hooks) {
      try {
        hook();
      } catch {
        // A stream already gone: nothing to tell it.
      }
    }
    this.hooks.clear();
  }
}
