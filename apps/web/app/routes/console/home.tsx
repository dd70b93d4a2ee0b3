import { redirect } from 'react-router';

/** /console opens the lead inbox (the layout has already sent a signed-out person to sign in). */
export function loader() {
  throw redirect('/console/leads');
}
