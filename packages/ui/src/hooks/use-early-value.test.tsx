// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useEarlyValue } from './use-early-value';

afterEach(cleanup);

/** A slider held in state, as the finance calculator has one; `keep` turns the hook on. */
function Slider({ keep }: { keep: boolean }) {
  const [amount, setAmount] = useState(30_000);
  const ref = useRef<HTMLInputElement>(null);
  useEarlyValue(keep ? ref : { current: null }, String(amount), (value) => setAmount(Number(value)));
  return (
    <div>
      <input
        ref={ref}
        aria-label="Amount"
        type="range"
        min={5000}
        max={150_000}
        step={500}
        value={amount}
        onChange={(event) => setAmount(Number(event.currentTarget.value))}
      />
      <output>{amount}</output>
    </div>
  );
}

/** The server's HTML, the slider moved in it, then hydrated; the container and its root. */
function movedThenHydrated(keep: boolean): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Slider keep={keep} />);
  document.body.append(container);
  (container.querySelector('input') as HTMLInputElement).value = '42000';
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Slider keep={keep} />);
  });
  return { container, root: root as Root };
}

describe('useEarlyValue (a controlled control changed before the page hydrated)', () => {
  it('adopts the value the control shows into the state, so the page agrees with it', () => {
    const { container, root } = movedThenHydrated(true);
    expect(container.querySelector('output')?.textContent).toBe('42000');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('42000');
    act(() => root.unmount());
  });

  it('without it the state stays the server’s (what the hook is for)', () => {
    const { container, root } = movedThenHydrated(false);
    expect(container.querySelector('output')?.textContent).toBe('30000');
    act(() => root.unmount());
  });

  it('adopts nothing when the control was left alone', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Slider keep />);
    document.body.append(container);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Slider keep />);
    });
    expect(container.querySelector('output')?.textContent).toBe('30000');
    act(() => root?.unmount());
  });
});
