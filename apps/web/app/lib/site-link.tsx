import type { UiLinkProps } from '@dealer/ui';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

/**
 * The shop's links (`UiLink` of @dealer/ui): an anchor that navigates client-side on a plain click.
 * React Router's `<Link>` resolves its path, reads the location and builds a click handler with five hooks
 * per link; a listing has ~100 links (five per card), and on a first visit that was a third of the server's
 * render of the card grid (#32). Here each link reads one context, the router's `navigate`, taken once per
 * page by `SiteLinkScope`; the path is resolved when it is clicked, as the browser would resolve the href.
 */
const NavigateContext = createContext<NavigateFunction | null>(null);

export function SiteLinkScope({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/** Links that leave the app (another site, mail, phone) or stay on this page (#fragment): plain anchors. */
const LEAVES_APP = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

export function SiteLink({ href, preventScrollReset, onClick, ...rest }: UiLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate || LEAVES_APP.test(href)) return <a {...rest} href={href} onClick={onClick} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const to = clientNavigation(event, href, window.location.href);
    if (!to) return;
    event.preventDefault();
    navigate(to.path, { replace: to.replace, preventScrollReset });
  };
  // data-discover: React Router's lazy route discovery finds the routes of the links on the page by it.
  return <a {...rest} href={href} onClick={follow} data-discover="true" />;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  currentTarget: { target?: string };
}

/**
 * Where a click on a link to `href` navigates inside the app, or null when the browser should follow it
 * itself: another button, a modifier key (new tab or window), a target other than this frame, or another
 * origin. Replaces the history entry when the link is to the page already shown (as `<Link>` does).
 */
export function clientNavigation(
  event: ClickLike,
  href: string,
  current: string,
): { path: string; replace: boolean } | null {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.currentTarget.target;
  if (target && target !== '_self') return null;
  const here = new URL(current);
  const there = new URL(href, here);
  if (there.origin !== here.origin) return null;
  const path = `${there.pathname}${there.search}${there.hash}`;
  return { path, replace: path === `${here.pathname}${here.search}${here.hash}` };
}
