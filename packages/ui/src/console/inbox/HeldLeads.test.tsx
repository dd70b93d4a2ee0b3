import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeldLeads, heldReason } from './HeldLeads';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const lead = {
  id: 'l1',
  siteSlug: 'bigbox-cars',
  createdAt: '2026-11-24T01:00:00Z',
  category: 'General Enquiry',
  reason: 'submitted_too_fast',
  shopper: { name: 'Fast Fingers', email: 'fast@example.com', phone: null },
};

describe('HeldLeads (held for review)', () => {
  it('lists each held lead with why it was held and a release and a discard form', () => {
    const html = renderToStaticMarkup(<HeldLeads leads={[lead]} timeZone="Australia/Sydney" Form={Form} />);
    expect(html).toContain('Fast Fingers');
    expect(html).toContain('Sent too soon after the form appeared');
    expect(html).toMatch(/value="release"[^>]*name="intent"/);
    expect(html).toMatch(/value="discard"[^>]*name="intent"/);
    expect(html).toContain('<input type="hidden" name="id" value="l1"/>');
  });

  it('says so when nothing is held, and keeps an unknown reason as stored', () => {
    expect(renderToStaticMarkup(<HeldLeads leads={[]} timeZone="UTC" Form={Form} />)).toContain(
      'No leads are held for review.',
    );
    expect(heldReason('something_new')).toBe('something_new');
  });
});
