/**
 * Clicks a shopper makes before the page has hydrated. The page paints before its scripts run
 * (apps/web's paint-first), and a tap on Call or Get directions in that window does its job (the link
 * works without JavaScript) but no React handler sees it: §9 would lose click to call (25) and
 * directions (41), the events dealers judge a site by. A tiny inline script ({@link EARLY_CLICKS_SCRIPT},
 * run by the page before anything waits) notes those clicks; once React is up, whoever counts an event
 * takes its clicks ({@link takeEarlyClicks}) and the noting stops ({@link closeEarlyClicks}).
 */

/** What is noted: phone links, and anything marked `data-early-click="<what>"`. */
export const EARLY_CLICK_SELECTOR = 'a[href^="tel:"], [data-early-click]';

interface EarlyClicks {
  open: boolean;
  clicks: Element[];
}

const KEY = '__dealerEarlyClicks';

/** Plain ES2017 for an inline script: notes matching clicks (capture phase) while the queue is open. */
export const EARLY_CLICKS_SCRIPT = `(function(){var q=window.${KEY}={open:true,clicks:[]};document.addEventListener('click',function(e){var t=e.target;var a=q.open&&t&&t.closest?t.closest(${JSON.stringify(EARLY_CLICK_SELECTOR)}):null;if(a)q.clicks.push(a);},true);})();`;

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
