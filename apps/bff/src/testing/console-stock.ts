import { type ConsoleClient, demoLogin, signIn } from './console.js';
import type { TestServer } from './server.js';

/**
 * The console-stock route tests' people: Central West Auto Group's demo admin (every site of the group),
 * manager and salesperson (both of bathurst-motors, the group's first site), signed in on Bathurst's
 * host; `headers` gives a person's cookie (and, for writes, the page's own origin).
 */
export const CENTRAL_WEST = 'Central West Auto Group';
export const BATHURST_ORIGIN = {
  origin: 'http://bathurst-motors.localhost',
  'sec-fetch-site': 'same-origin',
};

export async function centralWestStaff(server: TestServer) {
  const login = (role: 'group_admin' | 'manager' | 'salesperson') =>
    signIn(server, demoLogin(server, CENTRAL_WEST, role), 'bathurst-motors');
  const staff: Record<string, ConsoleClient> = {
    admin: await login('group_admin'),
    manager: await login('manager'),
    sales: await login('salesperson'),
  };
  const headers = (who: string, extra: Record<string, string> = {}) => ({
    cookie: staff[who]?.cookie ?? '',
    ...extra,
  });
  return { staff, headers };
}
