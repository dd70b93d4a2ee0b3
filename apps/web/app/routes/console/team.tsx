import { consoleTitle } from '../../lib/console';

export const meta = () => consoleTitle('Team');

export default function ConsoleTeam() {
  return <h1>Team</h1>;
}
