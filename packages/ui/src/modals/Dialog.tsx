import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  title: string;
  /** Called when the dialog closes (Escape, the close button, a click on the backdrop). */
  onClose(): void;
  children: (titleId: string) => ReactNode;
}

/**
 * A modal on the native <dialog> (showModal): the rest of the page is inert so focus stays inside, Escape
 * closes it, and focus returns to the element that opened it. The body scrolls within 85vh − 6rem (§2).
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onNativeClose = () => closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; Escape and the close button are the keyboard ways out.
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="modal__close"
          aria-label="Close"
          onClick={() => ref.current?.close()}
        >
          ×
        </button>
      </div>
      <div className="modal__body">{children(titleId)}</div>
    </dialog>
  );
}
