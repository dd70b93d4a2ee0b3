import type { AssignmentRuleInput, ConsoleAnswer } from '@dealer/api-client';
import { RulesPanel } from '@dealer/ui';
import { data, Form } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleRead, formText, refusal, session } from '../../lib/console.server';
import type { Route } from './+types/rules';

export const meta = () => consoleTitle('Assignment rules');

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = consoleApi(dealer(context));
  const s = session(request);
  // A role that may not manage rules (a salesperson) gets the console's Not found.
  const board = await consoleRead(() => api.assignmentRuleBoard(s));
  const members = await consoleRead(() => api.team(s));
  const people = members.map(({ userId, name, siteSlugs }) => ({ userId, name, siteSlugs }));
  return { rules: board.rules, sites: board.sites, people };
}

/** A posted rule form as the API takes it: empty location or category = every one. */
function ruleInput(form: FormData): AssignmentRuleInput {
  return {
    siteSlug: formText(form, 'siteSlug'),
    locationId: formText(form, 'locationId') || null,
    category: formText(form, 'category') || null,
    staffIds: form.getAll('staffIds').map(String),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const s = session(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const siteSlug = formText(form, 'siteSlug');
  const ruleId = formText(form, 'ruleId') || undefined;
  let answer: ConsoleAnswer;
  if (intent === 'add') answer = await api.addAssignmentRule(ruleInput(form), s);
  else if (intent === 'change' && ruleId) answer = await api.changeAssignmentRule(ruleId, ruleInput(form), s);
  else if (intent === 'remove' && ruleId) answer = await api.removeAssignmentRule(ruleId, s);
  else return data({ intent, siteSlug, ruleId, error: 'Unknown action.', fields: {} }, { status: 400 });
  if (!answer.ok) {
    const refused = refusal(intent, answer);
    const { locationId, category, staffIds } = ruleInput(form);
    const values = { locationId, category, staffIds };
    return data({ ...refused.data, siteSlug, ruleId, values }, refused.init ?? undefined);
  }
  return { intent, siteSlug, ruleId, saved: true };
}

/** The console's assignment rules: per site, who takes its new leads in turn (managers and group admins). */
export default function ConsoleRules({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Assignment rules</h1>
      <p className="console-muted">
        A new lead goes to the most specific rule of its site that matches its location and category, and
        within the rule to the next person in turn.
      </p>
      <RulesPanel {...loaderData} result={actionData ?? null} Form={Form} />
    </>
  );
}
