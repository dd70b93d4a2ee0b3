/**
 * Clicks a shopper makes before the page has hydrated. The page paints before its scripts run
 * (apps/web's paint-first), and a tap on Call or Get directions in that window does its job (the link
 * works without JavaScript) but no React handler sees it: §9 would lose click to call (25) and
 * directions (41), the events dealers judge a site by. A tiny inline script ({@link EARLY_CLICKS_SCRIPT},
 * run by the page before anything waits) notes those clicks; once React is up, whoever counts an event
 * takes its clicks ({@link takeEarlyClicks}) and the noting stops ({@link closeEarlyClicks}). Taps on
 * buttons that need JavaScript are replayed then ({@link replayEarlyTaps}).
 */

/** What is noted: phone links, and anything marked `data-early-click="<what>"`. */
export const EARLY_CLICK_SELECTOR = 'a[href^="tel:"], [data-early-click]';

/**
 * Buttons that do nothing without JavaScript (a favourite's heart, Show number, a gallery arrow): a tap
 * on one before hydration is lost, so it is noted and replayed once React runs ({@link replayEarlyTaps}).
 * Links and submit buttons work without JavaScript and are never replayed.
 */
export const EARLY_TAP_SELECTOR = 'button[type="button"]';

interface EarlyClicks {
  open: boolean;
  clicks: Element[];
  taps?: Element[];
}

const KEY = '__dealerEarlyClicks';

/** Plain ES2017 for an inline script: notes matching clicks (capture phase) while the queue is open. */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.${KEY}={open:true,clicks:[],taps:[]};document.addEventListener('click',function(e){var t=e.target;if(!q.open||!t||!t.closest)return;var a=t.closest(${JSON.stringify(EARLY_CLICK_SELECTOR)});if(a)q.clicks.push(a);var b=t.closest(${JSON.stringify(EARLY_TAP_SELECTOR)});if(b&&q.taps.indexOf(b)<0)q.taps.push(b);},true);})();`;

function queue(): EarlyClicks | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyClicks | undefined>)[KEY];
}

/** The clicks noted before hydration on elements matching `selector`, each given out once. */
export function takeEarlyClicks(selector: string): Element[] {
  const q = queue();
  if (!q) return [];
  const taken = q.clicks.filter((element) => element.matches(selector));
  q.clicks = q.clicks.filter((element) => !taken.includes(element));
  return taken;
}

/** React is up and its handlers count from now on: stop noting clicks (those noted stay to be taken). */
export function closeEarlyClicks(): void {
  const q = queue();
  if (q) q.open = false;
}

/**
 * Replays each button tapped before hydration, once (a shopper who tapped a silent heart three times
 * meant one favourite), in the order first tapped, if it is still on the page and enabled. Call after
 * {@link closeEarlyClicks}, once React listens, in a task of its own (not inside a React effect): a
 * button inside a part not yet hydrated is then hydrated by React on the spot and handles the click.
 */
export function replayEarlyTaps(): number {
  const q = queue();
  if (!q?.taps) return 0;
  const taps = q.taps.splice(0);
  let replayed = 0;
  for (const element of taps) {
    if (!element.isConnected || (element as HTMLButtonElement).disabled) continue;
    (element as HTMLElement).click();
    replayed += 1;
  }
  return replayed;
}
