import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConflictChoice } from './ConflictChoice';

const choice = (props: Partial<Parameters<typeof ConflictChoice>[0]> = {}) =>
  renderToStaticMarkup(
    <ConflictChoice
      id="conflict-x"
      version={7}
      site="cowra-motors"
      yours={<p>mine</p>}
      current={<p>theirs</p>}
      keep={<input type="hidden" name="title" value="Mine" />}
      {...props}
    />,
  );

describe('ConflictChoice (a stale save: keep one of two versions, nothing lost)', () => {
  it('shows both versions, re-sends the change over the current version, and links back to the current one', () => {
    const html = choice();
    expect(html).toContain(
      '<h2 id="conflict-x">Not saved: someone saved version 7 while you were editing</h2>',
    );
    expect(html).toContain('aria-labelledby="conflict-x"');
    expect(html).toMatch(
      /<h3>Your change<\/h3><p>mine<\/p><form method="post"><input type="hidden" name="title"/,
    );
    expect(html).toContain('Keep my change (save over version 7)');
    expect(html).toContain('<h3>Current version 7</h3><p>theirs</p>');
    expect(html).toContain('href="?site=cowra-motors"');
  });

  it('stands one level lower inside a list, names what was edited, and sends files when asked', () => {
    const html = choice({ level: 4, what: 'of this promotion', encType: 'multipart/form-data', site: null });
    expect(html).toContain(
      '<h4 id="conflict-x">Not saved: someone saved version 7 of this promotion while you were editing</h4>',
    );
    expect(html).toContain('<h5>Your change</h5>');
    expect(html).toContain('<form encType="multipart/form-data" method="post">');
    expect(html).toContain('href="?"');
  });
});
