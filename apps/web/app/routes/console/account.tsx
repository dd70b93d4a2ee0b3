import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Account');

export default function ConsoleAccount() {
  return <h1>Account</h1>;
}
