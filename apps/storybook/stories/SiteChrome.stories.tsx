import { privacyPath } from '@dealer/site-registry';
import { SiteFooter, SiteHeader } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSiteRules } from './support/fixtures';
import { siteFromGlobals } from './support/sites';

/** §2 header and footer of the toolbar's site: logo, navigation, first-location address and phone, Facebook. */
const meta = {
  title: 'Layout/Header and footer',
  // The Docs page's props tables (the stories' args are not these props, so no `component`).
  subcomponents: { SiteHeader, SiteFooter },
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  render: (_args, { globals }) => <SiteHeader site={siteFromGlobals(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const canvas = within(canvasElement);
    // The logo link's name: an image logo's alt text, or a text logo's own letters then "home" (label in name).
    const logoName = site.theme.logo.url ? `${site.name} home` : `${site.theme.logo.text} home`;
    await expect(canvas.getByRole('link', { name: logoName })).toBeVisible();
    // Below 1200px the navigation sits behind the Menu button.
    const menu = canvasElement.querySelector<HTMLElement>('.nav-menu__button');
    if (menu?.checkVisibility()) await userEvent.click(menu);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of site.navigation)
      await expect(nav.getAllByRole('link', { name: item.label })[0]).toBeVisible();
  },
};

export const HeaderPhoneMenu: Story = {
  name: 'Header on a phone: the Menu button opens and closes the navigation',
  globals: { viewport: { value: 'xs' } },
  render: (_args, { globals }) => <SiteHeader site={siteFromGlobals(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const canvas = within(canvasElement);
    const menu = canvas.getByText('Menu');
    const first = site.navigation[0];
    if (!first) throw new Error('A demo site has navigation');
    // The stylesheet hides the button in a window of 1200px or more: nothing to open there.
    if (!menu.checkVisibility()) return;
    const link = () => canvas.getAllByRole('link', { name: first.label })[0];
    await expect(link()).not.toBeVisible();
    await userEvent.click(menu);
    await expect(link()).toBeVisible();
    await userEvent.click(menu);
    await expect(link()).not.toBeVisible();
  },
};

export const HeaderWithGarage: Story = {
  name: 'Header with favourites and garage links',
  render: (_args, { globals }) => (
    <SiteHeader
      site={siteFromGlobals(globals)}
      extraLinks={[
        { label: 'Saved cars', href: '/my-garage?tab=saved-cars' },
        { label: 'My Garage', href: '/my-garage' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My Garage' })).toHaveAttribute(
      'href',
      '/my-garage',
    );
  },
};

export const Footer: Story = {
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return <SiteFooter site={site} privacyHref={privacyPath(site)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const site = siteFromGlobals(globals);
    const first = site.locations.find((l) => l.primary) ?? site.locations[0];
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    if (!first) throw new Error('A site always has a location');
    await expect(footer.getByText(site.theme.logo.text)).toBeVisible();
    await expect(footer.getByText(new RegExp(first.address.street))).toBeVisible();
    await expect(footer.getByRole('link', { name: first.contact_detail.phone })).toBeVisible();
    if (site.social.facebook) {
      await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        site.social.facebook,
      );
    }
  },
};

export const FooterWithoutFacebook: Story = {
  name: 'Footer without a Facebook page',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return <SiteFooter site={{ ...withSiteRules(site, {}), social: {} }} privacyHref={privacyPath(site)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Facebook' })).toBeNull();
  },
};
