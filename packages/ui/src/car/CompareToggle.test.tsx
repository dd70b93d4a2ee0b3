// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareToggle } from './CompareToggle';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('CompareToggle (issue #34 "Add to compare")', () => {
  it('costs no server HTML: a button that needs JavaScript appears once the page is interactive', () => {
    expect(renderToString(<CompareToggle carId={7} carName="2021 Kia Rio S" />)).toBe('');
  });

  it('is a pressed/unpressed button whose name starts with its visible words and names the car', async () => {
    render(<CompareToggle carId={7} carName="2021 Kia Rio S" />);
    const button = screen.getByRole('button', { name: 'Add to compare 2021 Kia Rio S' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(
      screen.getByRole('button', { name: '✓ Comparing 2021 Kia Rio S' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
