import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleNotifications } from './console-notifications';

describe('ConsoleNotifications', () => {
  it('renders an empty polite live region on the server (notifications arrive on the stream)', () => {
    const html = renderToStaticMarkup(<ConsoleNotifications streamUrl="/api/console/leads/stream" />);
    expect(html).toBe(
      '<section aria-label="Notifications" aria-live="polite" class="console-notifications"></section>',
    );
  });
});
