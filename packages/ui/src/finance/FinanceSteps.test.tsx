// @vitest-environment happy-dom
import { vehicleNoun } from '@dealer/site-registry';
import { createSite } from '@dealer/test-utils';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FinanceStepsPanel } from './FinanceSteps';

afterEach(cleanup);

describe("finance steps panel (§2) in the site's noun (§1)", () => {
  it.each(['car', 'motorcycle', 'truck', 'rv', 'caravan', 'camper'] as const)(
    'on a %s site speaks of its own vehicle',
    (template) => {
      const noun = vehicleNoun(createSite({ template }), { lowercase: true });
      render(<FinanceStepsPanel noun={noun} />);
      expect(screen.getByText(`Purchase your ${noun}`)).toBeTruthy();
      expect(screen.getByText(`A few details about you and the ${noun} you want.`)).toBeTruthy();
      if (noun !== 'car') expect(document.body.textContent).not.toMatch(/\bcars?\b/i);
    },
  );

  it('reads "car" without a noun', () => {
    render(<FinanceStepsPanel />);
    expect(screen.getByText('Purchase your car')).toBeTruthy();
  });
});
