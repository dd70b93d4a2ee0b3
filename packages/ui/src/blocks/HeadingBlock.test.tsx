import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadingBlock } from './HeadingBlock';
import { parseBlock } from './test-support';

describe('HeadingBlock (§1)', () => {
  it('renders its text at its level, escaped, default level 2', () => {
    expect(
      renderToString(<HeadingBlock block={parseBlock({ id: 'h', type: 'heading', text: 'Hi', level: 1 })} />),
    ).toBe('<h1 class="cb-heading">Hi</h1>');
    const html = renderToString(
      <HeadingBlock block={parseBlock({ id: 'h', type: 'heading', text: '<b>x</b>' })} />,
    );
    expect(html).toBe('<h2 class="cb-heading">&lt;b&gt;x&lt;/b&gt;</h2>');
  });
});
