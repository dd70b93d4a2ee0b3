import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONSOLE_NAV, ConsoleShell } from './ConsoleShell';

const staff = { name: 'Ada Manager', email: 'ada@example.com', role: 'manager' };

describe('ConsoleShell (the console page frame)', () => {
  it('shows every section in nav order and marks the current one, nested pages included', () => {
    const html = renderToStaticMarkup(
      <ConsoleShell title="Harbour Auto" staff={staff} currentPath="/console/leads/42">
        <h1>Lead</h1>
      </ConsoleShell>,
    );
    const labels = [...html.matchAll(/<li><a href="[^"]+"[^>]*>([^<]+)<\/a><\/li>/g)].map((m) => m[1]);
    expect(labels).toEqual(CONSOLE_NAV.map((item) => item.label));
    expect(html).toContain('<a href="/console/leads" aria-current="page">Leads</a>');
    expect(html).not.toContain('<a href="/console/team" aria-current');
    expect(html).toContain('Ada Manager <span class="console__role">Manager</span>');
    expect(html).toMatch(/<form[^>]* action="\/console\/sign-out" method="post">/);
    expect(html).toContain('<main id="main" class="console__main"><h1>Lead</h1></main>');
  });

  it('shows no nav and no sign-out to someone not signed in', () => {
    const html = renderToStaticMarkup(
      <ConsoleShell title="Harbour Auto" staff={null} currentPath="/console/sign-in">
        <h1>Sign in</h1>
      </ConsoleShell>,
    );
    expect(html).not.toContain('<nav');
    expect(html).not.toContain('Sign out');
    expect(html).toContain('href="/console/sign-in"');
  });

  it('shows only the sections it is given', () => {
    const html = renderToStaticMarkup(
      <ConsoleShell
        title="Harbour Auto"
        staff={{ ...staff, role: 'salesperson' }}
        currentPath="/console/leads"
        nav={CONSOLE_NAV.filter((item) => item.label === 'Leads' || item.label === 'Account')}
      >
        x
      </ConsoleShell>,
    );
    expect(html).not.toContain('/console/team');
    expect(html).toContain('Salesperson');
  });
});
