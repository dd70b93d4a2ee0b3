import { describe, expect, it, vi } from 'vitest';
import { customProps } from './custom.js';

const block = (props: string) => ({ id: 'b1', component: 'FinanceCalculator', props });

describe('custom', () => {
  it('should read JSON object props without a warning', () => {
    const logger = { warn: vi.fn() };
    expect(customProps(block('{"rate":10,"term":60}'), logger)).toEqual({ rate: 10, term: 60 });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([['{rate: 10}'], [''], ['{"a":'], ['[1,2]'], ['null'], ['"text"'], ['42']])(
    'should warn and give empty props for %j (§1, §8 Unparseable custom props)',
    (props) => {
      const logger = { warn: vi.fn() };
      expect(customProps(block(props), logger)).toEqual({});
      expect(logger.warn).toHaveBeenCalledOnce();
      expect(logger.warn).toHaveBeenCalledWith(
        'Unparseable custom props',
        expect.objectContaining({ block: 'b1', component: 'FinanceCalculator' }),
      );
    },
  );
});
