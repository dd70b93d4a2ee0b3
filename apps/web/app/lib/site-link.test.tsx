import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientNavigation, SiteLink, SiteLinkScope } from './site-link';

/** Renders `element` as a page of a React Router data router at /cars (as the server renders pages). */
async function inRouter(element: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: '*', element }]);
  const context = await handler.query(new Request('https://harbour.example/cars'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  currentTarget: {},
};
const here = 'https://harbour.example/cars?make=Kia';

describe('SiteLink', () => {
  it('renders the anchor React Router’s Link renders for a site path (same markup, so hydration agrees)', async () => {
    const ours = await inRouter(
      <SiteLinkScope>
        <SiteLink href="/cars/kia-1" className="button">
          Explore
        </SiteLink>
      </SiteLinkScope>,
    );
    const theirs = await inRouter(
      <Link to="/cars/kia-1" className="button">
        Explore
      </Link>,
    );
    expect(ours).toBe(theirs);
    expect(ours).toBe('<a class="button" href="/cars/kia-1" data-discover="true">Explore</a>');
  });

  it('keeps links that leave the app plain: other schemes, protocol-relative, fragments', () => {
    for (const href of [
      'https://x.example/',
      'tel:0299990000',
      'mailto:a@b.example',
      '//x.example/',
      '#main',
    ]) {
      expect(renderToStaticMarkup(<SiteLink href={href} />)).toBe(`<a href="${href}"></a>`);
    }
  });
});

describe('clientNavigation', () => {
  it('navigates a plain click inside the app to the path the browser would resolve', () => {
    expect(clientNavigation(click, '/cars/kia-1', here)).toEqual({ path: '/cars/kia-1', replace: false });
    expect(clientNavigation(click, '?make=Kia&page=2', here)).toEqual({
      path: '/cars?make=Kia&page=2',
      replace: false,
    });
    expect(clientNavigation(click, 'https://harbour.example/finance#calc', here)).toEqual({
      path: '/finance#calc',
      replace: false,
    });
  });

  it('replaces the history entry for a link to the page already shown', () => {
    expect(clientNavigation(click, '/cars?make=Kia', here)).toEqual({
      path: '/cars?make=Kia',
      replace: true,
    });
  });

  it('leaves to the browser: another button, a modifier key, another frame, another origin', () => {
    expect(clientNavigation({ ...click, button: 1 }, '/cars', here)).toBeNull();
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigation({ ...click, [key]: true }, '/cars', here)).toBeNull();
    }
    expect(clientNavigation({ ...click, currentTarget: { target: '_blank' } }, '/cars', here)).toBeNull();
    expect(clientNavigation({ ...click, currentTarget: { target: '_self' } }, '/cars', here)).not.toBeNull();
    expect(clientNavigation(click, 'https://other.example/cars', here)).toBeNull();
  });
});
