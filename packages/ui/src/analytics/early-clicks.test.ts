// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeEarlyClicks, EARLY_CLICKS_SCRIPT, replayEarlyTaps, takeEarlyClicks } from './early-clicks';

/** The page's inline script, run as the browser runs it (a fresh queue and listener per test). */
let stop: () => void;
beforeEach(() => {
  const added: [string, EventListenerOrEventListenerObject, boolean][] = [];
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject,
    capture: boolean,
  ) => {
    added.push([type, listener, capture]);
    add(type, listener, capture);
  }) as typeof document.addEventListener;
  new Function(EARLY_CLICKS_SCRIPT)();
  document.addEventListener = add;
  stop = () => {
    for (const [type, listener, capture] of added) document.removeEventListener(type, listener, capture);
  };
  document.body.innerHTML = `
    <a id="call" href="tel:0299990000"><span id="inner">Call 02 9999 0000</span></a>
    <a id="map" href="https://maps.example/" data-early-click="directions" data-location-id="7">Get directions</a>
    <a id="other" href="/stock">Stock</a>
    <button id="heart" type="button"><span id="heart-icon">♥</span></button>
    <button id="reveal" type="button">Show number</button>
    <button id="off" type="button">Off</button>
    <form><button id="send">Send</button><button id="submit" type="submit">Submit</button></form>`;
});
afterEach(() => {
  stop();
  delete (window as unknown as Record<string, unknown>).__dealerEarlyClicks;
});

const click = (id: string) => document.getElementById(id)?.click();

describe('early clicks (taps before the page hydrated)', () => {
  it('notes taps on phone links (also on their inner text) and on marked links, nothing else', () => {
    click('inner');
    click('map');
    click('other');
    click('call');
    expect(takeEarlyClicks('a[href^="tel:"]').map((a) => a.id)).toEqual(['call', 'call']);
    expect(takeEarlyClicks('[data-early-click="directions"]').map((a) => a.id)).toEqual(['map']);
    expect(takeEarlyClicks('a')).toEqual([]);
  });

  it('gives each click out once, and takes only what matches the selector', () => {
    click('call');
    click('map');
    expect(takeEarlyClicks('[data-location-id="8"]')).toEqual([]);
    expect(takeEarlyClicks('[data-location-id="7"]')).toHaveLength(1);
    expect(takeEarlyClicks('[data-location-id="7"]')).toEqual([]);
    expect(takeEarlyClicks('a[href^="tel:"]')).toHaveLength(1);
  });

  it('stops noting once closed (React counts from then on); what was noted stays to be taken', () => {
    click('call');
    closeEarlyClicks();
    click('call');
    click('map');
    expect(takeEarlyClicks('a[href^="tel:"]')).toHaveLength(1);
    expect(takeEarlyClicks('[data-early-click]')).toEqual([]);
  });

  it('gives nothing on a page without the script (rendered without paint-first, or a test)', () => {
    stop();
    delete (window as unknown as Record<string, unknown>).__dealerEarlyClicks;
    click('call');
    expect(takeEarlyClicks('a[href^="tel:"]')).toEqual([]);
    expect(() => closeEarlyClicks()).not.toThrow();
  });
});

describe('early taps on buttons that need React (replayed once it runs)', () => {
  /** Counts the clicks each button receives from now on (what React's handler would see). */
  function counting(): Record<string, number> {
    const seen: Record<string, number> = {};
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', (event) => {
        event.preventDefault(); // the test's form must not submit
        seen[button.id] = (seen[button.id] ?? 0) + 1;
      });
    return seen;
  }

  it('replays each tapped button once, in the order first tapped, and not links or submit buttons', () => {
    click('reveal');
    click('heart-icon');
    click('heart');
    click('heart');
    click('send');
    click('submit');
    click('call');
    closeEarlyClicks();
    const seen = counting();
    const order: string[] = [];
    for (const id of ['heart', 'reveal'])
      document.getElementById(id)?.addEventListener('click', () => order.push(id));
    expect(replayEarlyTaps()).toBe(2);
    expect(seen).toEqual({ reveal: 1, heart: 1 });
    expect(order).toEqual(['reveal', 'heart']);
    expect(replayEarlyTaps()).toBe(0); // given out once
  });

  it('does not note taps after React started listening, so React and the replay never both act', () => {
    closeEarlyClicks();
    click('heart');
    const seen = counting();
    expect(replayEarlyTaps()).toBe(0);
    expect(seen).toEqual({});
  });

  it('skips a tapped button that is gone or disabled by the time React runs', () => {
    click('heart');
    click('reveal');
    click('off');
    closeEarlyClicks();
    document.getElementById('heart')?.remove();
    (document.getElementById('off') as HTMLButtonElement).disabled = true;
    const seen = counting();
    expect(replayEarlyTaps()).toBe(1);
    expect(seen).toEqual({ reveal: 1 });
  });

  it('replays nothing on a page without the script', () => {
    stop();
    delete (window as unknown as Record<string, unknown>).__dealerEarlyClicks;
    click('heart');
    expect(replayEarlyTaps()).toBe(0);
  });
});
