import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormResult, ShownAndSave } from './FormResult';

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

  it('ends a quick edit: shown or hidden on the website, Save, and the last answer', () => {
    const hidden = renderToStaticMarkup(
      <ShownAndSave id="car-1-show" name="show" shown={false} result={null} />,
    );
    expect(hidden).toContain('<label for="car-1-show">On the website</label>');
    expect(hidden).toContain('<select id="car-1-show" name="show">');
    expect(hidden).toContain('<option value="no" selected="">Hidden</option>');
    expect(hidden).toContain('<button type="submit" class="console-button">Save</button>');
    expect(hidden).not.toContain('role="status"');
    const saved = renderToStaticMarkup(
      <ShownAndSave id="p-shown" name="shown" shown result={{ ok: true }} />,
    );
    expect(saved).toContain('<option value="yes" selected="">Shown</option>');
    expect(saved).toContain('role="status">Saved</p>');
  });
});
