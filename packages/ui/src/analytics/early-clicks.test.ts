// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeEarlyClicks, EARLY_CLICKS_SCRIPT, takeEarlyClicks } from './early-clicks';

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
    <a id="other" href="/stock">Stock</a>`;
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
