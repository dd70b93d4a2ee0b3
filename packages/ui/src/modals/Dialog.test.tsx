// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Book a Test Drive" onClose={() => setOpen(false)}>
          {(titleId) => (
            <form aria-labelledby={titleId}>
              <input aria-label="Name" />
            </form>
          )}
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog (§2 modals)', () => {
  it('opens modally, is named by its title, closes from its close button and gives focus back', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByText('Book a Test Drive').id);
    expect(dialog.querySelector('.modal__body')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the native cancel/close (Escape)', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.close(); // what Escape does to a modal dialog (the close event is queued as a task)
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });
});
