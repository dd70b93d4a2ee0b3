import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Accept invitation');

export default function ConsoleInvite() {
  return <h1>Accept invitation</h1>;
}
