import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormResult } from './FormResult';

describe('FormResult', () => {
  it('says Saved, or the refusal, or nothing', () => {
    expect(renderToStaticMarkup(<FormResult result={{ ok: true }} />)).toBe(
      '<p class="console-notice" role="status">Saved</p>',
    );
    expect(renderToStaticMarkup(<FormResult result={{ error: 'No' }} />)).toBe(
      '<p class="console-error" role="alert">No</p>',
    );
    expect(renderToStaticMarkup(<FormResult result={null} />)).toBe('');
  });
});
