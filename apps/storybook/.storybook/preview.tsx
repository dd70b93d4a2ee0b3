import '@dealer/ui/styles.css';
import { themeStyle } from '@dealer/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { defaultSite, demoSites, siteFromGlobals } from '../stories/support/sites';

/** §9 breakpoints: each viewport is the breakpoint's minimum width. */
const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

const viewportOptions = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, width]) => [
    name,
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: '900px' },
      type: width < 768 ? 'mobile' : width < 992 ? 'tablet' : 'desktop',
    },
  ]),
);

/**
 * Applies the toolbar's site the way apps/web does: its theme tokens as CSS custom properties on the
 * page root, so every component below reads the site's colours, fonts and radius.
 */
const withSiteTheme: Decorator = (Story, context) => {
  const site = siteFromGlobals(context.globals);
  return (
    <div className="site-root" data-site={site.slug} style={themeStyle(site.theme)}>
      <Story />
    </div>
  );
};

/** Waits for every image of the story's document (modals render outside the canvas) to load or fail. */
async function settledImages(document: Document): Promise<HTMLImageElement[]> {
  const images = [...document.body.querySelectorAll('img')];
  await Promise.all(
    images.map((image) => {
      // A lazy image below the fold would never load here: load it now, so it is checked too.
      image.loading = 'eager';
      if (image.complete) return undefined;
      return new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, 5_000);
      });
    }),
  );
  return images;
}

/**
 * No story shows a broken image: after the story (and its play function) every <img> with a source has
 * loaded. A source the server does not have fails the story's test, here and in `npm test`.
 */
async function expectNoBrokenImages(canvasElement: HTMLElement): Promise<void> {
  const images = await settledImages(canvasElement.ownerDocument);
  const broken = images
    .filter((image) => (image.currentSrc || image.src) && (!image.complete || image.naturalWidth === 0))
    .map((image) => image.currentSrc || image.src);
  if (broken.length > 0) throw new Error(`Broken image${broken.length > 1 ? 's' : ''}: ${broken.join(', ')}`);
}

const preview: Preview = {
  decorators: [withSiteTheme],
  // A Docs page per component (props table from its types, every story of it), beside its stories.
  tags: ['autodocs'],
  afterEach: async ({ canvasElement }) => expectNoBrokenImages(canvasElement),
  globalTypes: {
    site: {
      description: 'Demo dealer site: theme tokens, vehicle noun and per-site rules',
      toolbar: {
        title: 'Site',
        icon: 'globe',
        items: demoSites.map((site) => ({ value: site.slug, title: `${site.name} (${site.template})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { site: defaultSite.slug },
  parameters: {
    layout: 'padded',
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story fails its test on a serious or critical axe violation (impactLevels is read by the
    // addon's vitest-axe matcher); known defects elsewhere are listed, narrowly, in known-a11y-issues.
    a11y: { test: 'error', options: { impactLevels: ['serious', 'critical'] } },
  },
};

export default preview;
