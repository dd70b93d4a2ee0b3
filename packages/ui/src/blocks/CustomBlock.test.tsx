import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CustomBlock } from './CustomBlock';
import { demoSite, parseBlock, textOf } from './test-support';

const site = demoSite();

describe('CustomBlock (§1 custom component, props as JSON)', () => {
  it('renders the named component with its props', () => {
    const logger = { warn: vi.fn() };
    const block = parseBlock({
      id: 'c',
      type: 'custom',
      component: 'FinanceCalculator',
      props: JSON.stringify({ interestRate: 7.5, minAmount: 10000 }),
    });
    const text = textOf(renderToString(<CustomBlock block={block} site={site} logger={logger} />));
    expect(text).toContain('Finance calculator');
    expect(text).toContain('per week at 7.5% p.a.');
    expect(logger.warn).not.toHaveBeenCalled();
  });
  it('§1 unparseable props log a warning and render with empty props (defaults)', () => {
    const logger = { warn: vi.fn() };
    const block = parseBlock({ id: 'c', type: 'custom', component: 'FinanceCalculator', props: '{oops' });
    const text = textOf(renderToString(<CustomBlock block={block} site={site} logger={logger} />));
    expect(logger.warn).toHaveBeenCalledWith(
      'Unparseable custom props',
      expect.objectContaining({ block: 'c' }),
    );
    expect(text).toContain('per week at 10% p.a.');
  });
  it('an unknown component logs a warning and renders nothing', () => {
    const logger = { warn: vi.fn() };
    const block = parseBlock({ id: 'x', type: 'custom', component: 'NoSuchWidget' });
    expect(renderToString(<CustomBlock block={block} site={site} logger={logger} />)).toBe('');
    expect(logger.warn).toHaveBeenCalledWith('Unknown custom component', {
      block: 'x',
      component: 'NoSuchWidget',
    });
  });
});
