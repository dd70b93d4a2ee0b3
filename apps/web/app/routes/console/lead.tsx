import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Lead');

export default function ConsoleLead() {
  return <h1>Lead</h1>;
}
