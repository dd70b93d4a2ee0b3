import { redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleSignOut } from '../../lib/console.server';
import type { Route } from './+types/sign-out';

/** Sign-out (a form in the console header): the BFF revokes the session and clears its cookie. */
export async function action({ context, request }: Route.ActionArgs) {
  const setCookies = await consoleSignOut(dealer(context), request);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return redirect('/console/sign-in', { headers });
}

export function loader() {
  throw redirect('/console/leads');
}
