import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamPanel } from './TeamPanel';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const member = (userId: string, role: 'group_admin' | 'manager' | 'salesperson', name: string) => ({
  userId,
  email: `${userId}@harbour.example`,
  name,
  role,
  siteSlugs: ['harbour-auto'],
  totpEnabled: false,
  createdAt: '2026-11-01T00:00:00Z',
});
const base = {
  members: [member('ada', 'manager', 'Ada'), member('sam', 'salesperson', 'Sam')],
  invitations: [],
  sites: [
    { slug: 'harbour-auto', name: 'Harbour Auto' },
    { slug: 'harbour-city', name: 'Harbour City' },
  ],
  roles: ['salesperson'] as const,
  selfId: 'ada',
  result: null,
  Form,
};

describe('TeamPanel (people and access)', () => {
  it('lists members; others can be changed and removed (ending their sessions), oneself not', () => {
    const html = renderToStaticMarkup(<TeamPanel {...base} />);
    expect(html).toContain('Manager, Harbour Auto');
    expect(html).toContain('Change or remove Sam');
    expect(html).not.toContain('Change or remove Ada');
    expect(html).toContain('Remove from team (signs them out)');
    // A manager may give the salesperson role only.
    expect(html).toContain('<option value="salesperson" selected="">Salesperson</option>');
    expect(html).not.toContain('<option value="manager"');
  });

  it('offers a two-factor reset to a group admin only, for people who have it on', () => {
    const withTotp = { ...member('sam', 'salesperson', 'Sam'), totpEnabled: true };
    const members = [member('ada', 'manager', 'Ada'), withTotp, member('kim', 'salesperson', 'Kim')];
    const admin = renderToStaticMarkup(
      <TeamPanel {...base} members={members} roles={['group_admin', 'manager', 'salesperson']} />,
    );
    expect(admin.match(/Reset two-factor/g)).toHaveLength(1);
    expect(admin).toContain('value="reset-two-factor"');
    // The admin proves it is them: their password is asked for in the same form, a code when theirs is on.
    const form = admin.slice(admin.indexOf('value="reset-two-factor"'), admin.indexOf('Reset two-factor'));
    expect(form).toMatch(
      /<input id="reset-password-sam" type="password" autoComplete="current-password" required="" name="password"\/>/,
    );
    expect(form).toMatch(
      /<input id="reset-code-sam" inputMode="numeric" autoComplete="one-time-code" [^>]*name="code"\/>/,
    );
    expect(renderToStaticMarkup(<TeamPanel {...base} members={members} />)).not.toContain('Reset two-factor');
  });

  it('shows a new invitation’s link once, and a refusal beside its form', () => {
    const invitation = {
      id: 'i1',
      email: 'new@harbour.example',
      name: 'New',
      role: 'salesperson' as const,
      siteSlugs: ['harbour-auto'],
      createdAt: '2026-11-24T00:00:00Z',
      expiresAt: '2026-12-01T00:00:00Z',
      state: 'pending' as const,
      link: 'http://harbour-auto.localhost/console/invite/tok',
    };
    const made = renderToStaticMarkup(<TeamPanel {...base} result={{ intent: 'invite', invitation }} />);
    expect(made).toContain(
      '<code data-testid="invitation-link">http://harbour-auto.localhost/console/invite/tok</code>',
    );
    const refused = renderToStaticMarkup(
      <TeamPanel {...base} result={{ intent: 'invite', fields: { email: 'Enter an email address.' } }} />,
    );
    expect(refused).toContain('Enter an email address.');
  });
});
