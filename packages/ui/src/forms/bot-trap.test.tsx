// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { type BaseSyntheticEvent, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BotTrap, botTrapFields, FormTokenProvider } from './bot-trap';

afterEach(cleanup);

function submitted(fill: (form: HTMLFormElement) => void, now: number) {
  let fields: Record<string, unknown> = {};
  const { container } = render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        fields = botTrapFields(event as unknown as BaseSyntheticEvent, now);
      }}
    >
      <BotTrap />
    </form>,
  );
  const form = container.querySelector('form') as HTMLFormElement;
  fill(form);
  fireEvent.submit(form);
  return fields;
}

describe('BotTrap (§1 bot protection: honeypot and fill time)', () => {
  it('should send an empty honeypot and the time since the form appeared', () => {
    const fields = submitted(() => undefined, Date.now() + 5_000);
    expect(fields.website).toBe('');
    expect(fields.form_fill_ms).toBeGreaterThan(4_000);
    expect(fields.form_fill_ms).toBeLessThanOrEqual(5_000);
  });

  it('should pass on what a bot typed into the honeypot', () => {
    const fields = submitted((form) => {
      (form.elements.namedItem('website') as HTMLInputElement).value = 'http://spam.example';
    }, Date.now());
    expect(fields.website).toBe('http://spam.example');
  });

  it('should keep the honeypot out of sight and out of the tab order', () => {
    const { container } = render(<BotTrap />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.className).toBe('visually-hidden');
    expect(container.querySelector('input[name="website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('should keep the start time through re-renders of the form (a person types, the form re-renders)', () => {
    let fields: Record<string, unknown> = {};
    let type: (text: string) => void = () => undefined;
    const submitAt = Date.now() + 6_000;
    function Form() {
      const [text, setText] = useState('');
      type = setText;
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            fields = botTrapFields(event as unknown as BaseSyntheticEvent, submitAt);
          }}
        >
          <BotTrap />
          <p>{text}</p>
        </form>
      );
    }
    const { container } = render(<Form />);
    for (const text of ['J', 'Jo', 'Jo C']) act(() => type(text));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(fields.form_fill_ms).toBeGreaterThan(5_000);
    expect(fields.form_fill_ms).toBeLessThanOrEqual(6_000);
  });

  it('should write the start time into the server render, so a form posted before JavaScript is timed', () => {
    const before = Date.now();
    const html = renderToString(<BotTrap />);
    const started = Number(/name="form_started_at" value="(\d+)"/.exec(html)?.[1]);
    expect(started).toBeGreaterThanOrEqual(before);
    expect(started).toBeLessThanOrEqual(Date.now());
  });

  it("should post back the page's signed token, the one it had when it appeared", () => {
    let fields: Record<string, unknown> = {};
    let renew: (token: string) => void = () => undefined;
    function Page() {
      const [token, setToken] = useState('v1.1000.first');
      renew = setToken;
      return (
        <FormTokenProvider value={token}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              fields = botTrapFields(event as unknown as BaseSyntheticEvent);
            }}
          >
            <BotTrap />
          </form>
        </FormTokenProvider>
      );
    }
    const { container } = render(<Page />);
    act(() => renew('v1.9000.later'));
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    expect(fields.form_token).toBe('v1.1000.first');
    expect(
      renderToString(
        <FormTokenProvider value="v1.5.sig">
          <BotTrap />
        </FormTokenProvider>,
      ),
    ).toContain('name="form_token" value="v1.5.sig"');
    expect(renderToString(<BotTrap />)).not.toContain('form_token');
  });

  it('should add nothing without a form event', () => {
    expect(botTrapFields(undefined)).toEqual({});
  });
});
