import type { AssignmentRule } from '@dealer/api-client';
import { nextAssignee } from '@dealer/staff';
import type { ReactNode } from 'react';
import { FilterSelect } from './filter-fields';

type FormComponent = (props: { method: 'post'; className?: string; children: ReactNode }) => ReactNode;

/** A site the person manages rules on, with its locations (§2). */
export interface RuleSite {
  slug: string;
  name: string;
  locations: readonly { id: string; name: string }[];
}

/** Someone who may be in a rule: the sites they work on now (a group admin: every site of the group). */
export interface RulePerson {
  userId: string;
  name: string;
  siteSlugs: readonly string[];
}

/** The answer to a rule form: which form (site, rule), the server's messages by field (§8). */
export interface RulesActionResult {
  intent: string;
  siteSlug?: string;
  ruleId?: string;
  error?: string;
  fields?: Readonly<Record<string, string>>;
  saved?: boolean;
  /** What a refused form sent: shown again (a page posted without JavaScript loses nothing). */
  values?: { locationId: string | null; category: string | null; staffIds: readonly string[] };
}

export interface RulesPanelProps {
  rules: readonly AssignmentRule[];
  sites: readonly RuleSite[];
  people: readonly RulePerson[];
  /** The lead categories a rule may name (a rule without one takes every category); default RULE_CATEGORIES. */
  categories?: readonly string[];
  result: RulesActionResult | null;
  Form: FormComponent;
}

/** The categories the shopper's forms send (§3 lead.category): what a rule may be limited to. */
export const RULE_CATEGORIES: readonly string[] = [
  'General Enquiry',
  'New Vehicle',
  'Used Vehicle',
  'Test Drive',
  'Finance',
  'Trade-In',
  'Sell My Car',
  'Service',
  'Parts',
];

const formKey = (ruleId: string | undefined, siteSlug: string) => ruleId ?? `new-${siteSlug}`;

function resultFor(result: RulesActionResult | null, key: string) {
  if (!result) return null;
  return formKey(result.ruleId, result.siteSlug ?? '') === key ? result : null;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="console-error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}

/** The add or change form of one rule of a site: location, category, the people in turn. */
function RuleForm({ site, rule, props }: { site: RuleSite; rule?: AssignmentRule; props: RulesPanelProps }) {
  const key = formKey(rule?.id, site.slug);
  const result = resultFor(props.result, key);
  const fields = result?.fields ?? {};
  const shown = (!result?.saved && result?.values) || rule;
  const people = props.people.filter((p) => p.siteSlugs.includes(site.slug));
  const { Form } = props;
  const categories = [
    ...new Set([...(props.categories ?? RULE_CATEGORIES), ...(shown?.category ? [shown.category] : [])]),
  ];
  return (
    <Form method="post" className="console-rule-form">
      <input type="hidden" name="intent" value={rule ? 'change' : 'add'} />
      <input type="hidden" name="siteSlug" value={site.slug} />
      {rule ? <input type="hidden" name="ruleId" value={rule.id} /> : null}
      <FieldError id={`${key}-siteSlug-error`} message={fields.siteSlug} />
      <FilterSelect
        id={`${key}-location`}
        name="locationId"
        label="Location"
        value={shown?.locationId ?? ''}
        anyLabel="Every location"
        options={site.locations.map((l) => ({ value: l.id, label: l.name }))}
        error={fields.locationId}
      />
      <FilterSelect
        id={`${key}-category`}
        name="category"
        label="Category"
        value={shown?.category ?? ''}
        anyLabel="Every category"
        options={categories.map((c) => ({ value: c, label: c }))}
        error={fields.category}
      />
      <fieldset
        className="console-sites"
        aria-describedby={fields.staffIds ? `${key}-staffIds-error` : undefined}
      >
        <legend>People, in turn</legend>
        {people.length === 0 ? <p className="console-muted">Nobody works on this site yet.</p> : null}
        {people.map((p) => (
          <label key={p.userId} htmlFor={`${key}-person-${p.userId}`}>
            <input
              id={`${key}-person-${p.userId}`}
              type="checkbox"
              name="staffIds"
              value={p.userId}
              defaultChecked={shown?.staffIds.includes(p.userId) ?? false}
            />{' '}
            {p.name}
          </label>
        ))}
        <FieldError id={`${key}-staffIds-error`} message={fields.staffIds} />
      </fieldset>
      {result?.error && Object.keys(fields).length === 0 ? (
        <p className="console-error" role="alert">
          {result.error}
        </p>
      ) : null}
      {result?.saved ? (
        <p className="console-notice" role="status">
          Saved.
        </p>
      ) : null}
      <button type="submit" className="console-button">
        {rule ? 'Save rule' : 'Add rule'}
      </button>
    </Form>
  );
}

function RuleItem({ rule, site, props }: { rule: AssignmentRule; site: RuleSite; props: RulesPanelProps }) {
  const name = (id: string | null) => props.people.find((p) => p.userId === id)?.name ?? 'someone who left';
  const location = site.locations.find((l) => l.id === rule.locationId)?.name;
  const next = nextAssignee(rule.staffIds, rule.lastAssigneeId);
  const summary = `${location ?? 'Every location'}, ${rule.category ?? 'every category'}`;
  const answer = resultFor(props.result, rule.id);
  return (
    <li className="console-panel" data-rule={rule.id}>
      <h3>{summary}</h3>
      <p>People in turn: {rule.staffIds.map(name).join(', ')}</p>
      <p>
        Next lead goes to: <strong>{next ? name(next) : 'nobody'}</strong>
      </p>
      <details open={answer?.intent === 'change'}>
        <summary>Change or remove this rule</summary>
        <RuleForm site={site} rule={rule} props={props} />
        <div className="console-actions">
          <props.Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="siteSlug" value={site.slug} />
            <input type="hidden" name="ruleId" value={rule.id} />
            <button type="submit" className="console-button console-button--danger">
              Remove rule
            </button>
          </props.Form>
        </div>
        {answer?.intent === 'remove' && answer.error ? (
          <p className="console-error" role="alert">
            {answer.error}
          </p>
        ) : null}
      </details>
    </li>
  );
}

/**
 * The console's assignment rules (lead inbox): per site, its rules (location, category, the people who
 * take its leads in turn and whose turn is next), a form to add one, and change or remove each.
 * Plain forms: they work before the page's script runs.
 */
export function RulesPanel(props: RulesPanelProps) {
  return (
    <div className="console-rules">
      {props.sites.map((site) => {
        const rules = props.rules.filter((r) => r.siteSlug === site.slug);
        return (
          <section key={site.slug} className="console-rules__site" aria-labelledby={`rules-${site.slug}`}>
            <h2 id={`rules-${site.slug}`}>{site.name}</h2>
            {rules.length === 0 ? (
              <p className="console-muted">
                No rules: new leads of this site stay New until someone assigns them.
              </p>
            ) : (
              <ul className="console-cards">
                {rules.map((rule) => (
                  <RuleItem key={rule.id} rule={rule} site={site} props={props} />
                ))}
              </ul>
            )}
            <details
              className="console-panel"
              open={
                props.result?.intent === 'add' && props.result.siteSlug === site.slug && !props.result.saved
              }
            >
              <summary>Add a rule for {site.name}</summary>
              <RuleForm site={site} props={props} />
            </details>
          </section>
        );
      })}
    </div>
  );
}
