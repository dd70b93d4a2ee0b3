import { blogPath, siteTimeZone, vehicleNoun } from '@dealer/site-registry';
import { BlogIndexPage, BlogPostPage, type Post } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteFromGlobals } from './support/sites';

/** Two posts as the BFF serves them (newest first); the body is HTML the server has sanitised. */
function posts(base: string, noun: string): Post[] {
  return [
    {
      slug: 'winter-service-checklist',
      title: `Winter service checklist for your ${noun}`,
      excerpt: 'Tyres, battery and wipers: five checks before the cold sets in.',
      published_at: '2024-05-28T00:00:00.000Z',
      href: `${base}/winter-service-checklist`,
      body_html:
        '<p>Five checks before the cold sets in.</p><h2>Tyres</h2><p>Check the tread and pressure.</p>',
    },
    {
      slug: 'eofy-sale',
      title: 'End of financial year sale',
      excerpt: 'Drive away deals on every demo until 30 June.',
      published_at: '2024-05-02T00:00:00.000Z',
      href: `${base}/eofy-sale`,
      body_html: '<p>Drive away deals on every demo until 30 June.</p>',
    },
  ];
}

/** §2 the blog (or news) pages: the index and one post, at the site's own blog path. */
const meta = {
  title: 'Screens/Blog',
  // The Docs page's props tables (the stories render them with the toolbar's site).
  subcomponents: { BlogIndexPage, BlogPostPage },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Index: Story = {
  name: 'Index: newest first',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <BlogIndexPage
        title="News"
        posts={posts(blogPath(site), vehicleNoun(site).toLowerCase())}
        timeZone={siteTimeZone(site)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const site = siteFromGlobals(globals);
    const links = canvas.getAllByRole('link', { name: /checklist|sale/ });
    await expect(links[0]).toHaveAttribute('href', `${blogPath(site)}/winter-service-checklist`);
    await expect(canvas.getByText('28 May 2024')).toBeVisible();
  },
};

export const OnePost: Story = {
  name: 'A post, with the way back to the index',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    const [post] = posts(blogPath(site), vehicleNoun(site).toLowerCase());
    return post ? (
      <BlogPostPage post={post} indexHref={blogPath(site)} indexTitle="News" timeZone={siteTimeZone(site)} />
    ) : (
      <p>No post</p>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Winter service checklist/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tyres' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← News' })).toHaveAttribute(
      'href',
      blogPath(siteFromGlobals(globals)),
    );
  },
};
