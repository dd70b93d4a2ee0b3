import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Audit');

export default function ConsoleAudit() {
  return <h1>Audit</h1>;
}
