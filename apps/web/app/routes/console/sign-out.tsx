import { redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleApi, cookieHeaders, session } from '../../lib/console.server';
import type { Route } from './+types/sign-out';

/** Sign-out (a form in the console header): the BFF revokes the session and clears its cookie. */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = await consoleApi(dealer(context)).signOut(session(request));
  return redirect('/console/sign-in', { headers: cookieHeaders(answer) });
}

export function loader() {
  throw redirect('/console/leads');
}
