// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlValue, useEarlyInput } from './use-early-input';

afterEach(cleanup);

interface Values {
  name: string;
  message: string;
  category: string;
  colour: string;
  opt_in: boolean;
  consent: boolean;
}

const DEFAULTS: Values = { name: '', message: '', category: '', colour: '', opt_in: true, consent: false };

/** A server-rendered react-hook-form form of every kind of control; `keep` turns the hook on. */
function Form({
  label,
  keep = true,
  onSubmit,
}: {
  label: string;
  keep?: boolean;
  onSubmit: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const early = useEarlyInput(form);
  const { register } = form;
  return (
    <form {...(keep ? early : {})} onSubmit={form.handleSubmit(onSubmit)}>
      <input type="hidden" name="token" value="t-1" />
      <input aria-label="Name" defaultValue="" {...register('name')} />
      <textarea aria-label="Message" defaultValue="" {...register('message')} />
      <select aria-label="Category" defaultValue="" {...register('category')}>
        <option value="" disabled>
          Choose
        </option>
        <option value="Sales">Sales</option>
        <option value="Service">Service</option>
      </select>
      <input type="radio" value="red" aria-label="Red" {...register('colour')} />
      <input type="radio" value="blue" aria-label="Blue" {...register('colour')} />
      <input type="checkbox" aria-label="Opt in" defaultChecked {...register('opt_in')} />
      <input type="checkbox" aria-label="Consent" {...register('consent')} />
      <button type="submit">{label}</button>
    </form>
  );
}

describe('useEarlyInput (a form used before the page hydrated)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** Server HTML, the shopper's input into it, then hydrateRoot; returns the container and the sent values. */
  async function hydrateAfterTyping(keep: boolean) {
    const sent: Values[] = [];
    const onSubmit = (values: Values) => {
      sent.push(values);
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form label="Send" keep={keep} onSubmit={onSubmit} />);
    document.body.append(container);
    const $ = <E extends Element>(label: string) => container.querySelector(`[aria-label="${label}"]`) as E;
    $<HTMLInputElement>('Name').value = 'Early Bird';
    $<HTMLTextAreaElement>('Message').value = 'Typed while the scripts loaded';
    $<HTMLSelectElement>('Category').value = 'Service';
    $<HTMLInputElement>('Blue').checked = true;
    $<HTMLInputElement>('Opt in').checked = false;
    $<HTMLInputElement>('Consent').checked = true;
    await act(async () => {
      root = hydrateRoot(container, <Form label="Send" keep={keep} onSubmit={onSubmit} />);
    });
    // A later render of every field (the button's label changes), then the form is sent.
    await act(async () => root?.render(<Form label="Send now" keep={keep} onSubmit={onSubmit} />));
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Send now');
    await act(async () => button.click());
    return { $, sent };
  }

  it('keeps text, textarea, select, radio and checkboxes entered before hydration, and sends them', async () => {
    const { $, sent } = await hydrateAfterTyping(true);
    expect($<HTMLInputElement>('Name').value).toBe('Early Bird');
    expect($<HTMLTextAreaElement>('Message').value).toBe('Typed while the scripts loaded');
    expect($<HTMLSelectElement>('Category').value).toBe('Service');
    expect($<HTMLInputElement>('Blue').checked).toBe(true);
    expect($<HTMLInputElement>('Opt in').checked).toBe(false);
    expect($<HTMLInputElement>('Consent').checked).toBe(true);
    expect(sent).toEqual([
      {
        name: 'Early Bird',
        message: 'Typed while the scripts loaded',
        category: 'Service',
        colour: 'blue',
        opt_in: false,
        consent: true,
      },
    ]);
  });

  it('without it the chosen radio is written back to the server state and not sent (the case it exists for)', async () => {
    const { $, sent } = await hydrateAfterTyping(false);
    expect($<HTMLInputElement>('Blue').checked).toBe(false);
    expect(sent[0]?.colour).not.toBe('blue');
  });

  it('renders on a server, where there is no document and no DOM classes', () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('HTMLFormElement', undefined);
    try {
      expect(renderToString(<Form label="Send" onSubmit={() => {}} />)).toContain('value="t-1"');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adopts nothing in a form rendered in the browser', async () => {
    const sent: Values[] = [];
    const view = render(<Form label="Send" onSubmit={(values) => sent.push(values)} />);
    await act(async () => (view.getByRole('button') as HTMLButtonElement).click());
    expect(sent).toEqual([DEFAULTS]);
  });
});

describe('controlValue', () => {
  it('reads each kind of control by name, and nothing for a hidden or missing one', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="text" value="a">
      <input type="hidden" name="token" value="t">
      <input type="radio" name="r" value="x"><input type="radio" name="r" value="y">
      <input type="checkbox" name="one">
      <input type="checkbox" name="many" value="p" checked><input type="checkbox" name="many" value="q">
      <select name="multi" multiple><option value="m1" selected>1</option><option value="m2" selected>2</option></select>`;
    expect(controlValue(form, 'text')).toBe('a');
    expect(controlValue(form, 'token')).toBeUndefined();
    expect(controlValue(form, 'absent')).toBeUndefined();
    expect(controlValue(form, 'r')).toBe('');
    (form.querySelector('[value="y"]') as HTMLInputElement).checked = true;
    expect(controlValue(form, 'r')).toBe('y');
    expect(controlValue(form, 'one')).toBe(false);
    expect(controlValue(form, 'many')).toEqual(['p']);
    expect(controlValue(form, 'multi')).toEqual(['m1', 'm2']);
  });
});
