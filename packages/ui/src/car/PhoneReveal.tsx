import { maskPhone } from '@dealer/pricing';
import { useState } from 'react';

export interface PhoneRevealProps {
  phone: string;
  /** Posts the §4 reveal event (failures are logged only, §8). */
  onReveal?(): void;
  /** Click-to-call (§9 event 25) once revealed. */
  onCall?(): void;
}

/** §4 phone reveal: masked (first 5 characters visible) until the shopper asks; then a tel: link. */
export function PhoneReveal({ phone, onReveal, onCall }: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(false);
  if (revealed) {
    return (
      <a className="button button--outline phone" href={`tel:${phone.replace(/\s+/g, '')}`} onClick={onCall}>
        Call {phone}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button button--outline phone"
      onClick={() => {
        setRevealed(true);
        onReveal?.();
      }}
    >
      <span aria-hidden="true">{maskPhone(phone)}</span>
      <span> Show number</span>
    </button>
  );
}
