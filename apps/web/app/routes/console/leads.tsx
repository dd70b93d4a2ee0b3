import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Leads');

export default function ConsoleLeads() {
  return <h1>Leads</h1>;
}
