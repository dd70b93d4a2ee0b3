import type { SiteTokenInfo, SiteTokenKind } from '@dealer/api-client';
import { formatLeadTime } from '../inbox/time';
import { SettingsMessage } from './SettingsMessage';
import type { FormComponent, SettingsActionResult } from './types';

export const TOKEN_KIND_LABEL: Record<SiteTokenKind, string> = {
  stock_feed: 'Stock feed (DMS push)',
  leads_api: 'Leads API (CRM pull)',
  ads_feed: 'Vehicle-ads feeds (Google, Meta)',
};

function TokenRow({
  token,
  timeZone,
  result,
  Form,
}: {
  token: SiteTokenInfo;
  timeZone: string;
  result: SettingsActionResult | null;
  Form: FormComponent;
}) {
  // The server judged the state by its clock; a token without one (an old answer) reads from its fields.
  const state = token.state ?? (token.revokedAt ? 'revoked' : token.expiresAt ? 'ending' : 'live');
  const when = (iso: string | null) => (iso ? formatLeadTime(iso, timeZone) : '');
  return (
    <tr data-token={token.id}>
      <td>{token.label}</td>
      <td>{TOKEN_KIND_LABEL[token.kind]}</td>
      <td>
        <code>…{token.hint}</code>
      </td>
      <td>{when(token.createdAt)}</td>
      <td>
        {state === 'live' ? 'Live' : null}
        {state === 'ending' ? `Works until ${when(token.expiresAt)} (replaced)` : null}
        {state === 'ended' ? 'Ended' : null}
        {state === 'revoked' ? `Revoked ${when(token.revokedAt)}` : null}
      </td>
      <td>
        {state === 'live' || state === 'ending' ? (
          <div className="console-actions">
            {state === 'live' ? (
              <Form method="post">
                <input type="hidden" name="intent" value="rotate" />
                <input type="hidden" name="tokenId" value={token.id} />
                <label>
                  Old one works for{' '}
                  <select name="overlapHours" defaultValue="24" aria-label={`Overlap for ${token.label}`}>
                    <option value="0">no time</option>
                    <option value="1">1 hour</option>
                    <option value="24">24 hours</option>
                    <option value="72">3 days</option>
                    <option value="168">a week</option>
                  </select>
                </label>{' '}
                <button type="submit" className="console-button console-button--quiet">
                  Rotate
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="tokenId" value={token.id} />
              <button type="submit" className="console-button console-button--danger">
                Revoke now
              </button>
            </Form>
          </div>
        ) : null}
        <SettingsMessage result={result} intent="rotate" tokenId={token.id} />
        <SettingsMessage result={result} intent="revoke" tokenId={token.id} />
      </td>
    </tr>
  );
}

/** The site's machine tokens: make one (shown once), rotate with an overlap, revoke. A group admin's. */
export function TokensPanel({
  tokens,
  operatorTokens,
  timeZone,
  result,
  Form,
}: {
  tokens: readonly SiteTokenInfo[];
  operatorTokens: Partial<Record<SiteTokenKind, boolean>>;
  timeZone: string;
  result: SettingsActionResult | null;
  Form: FormComponent;
}) {
  const created = result?.created;
  const fromEnv = (Object.keys(TOKEN_KIND_LABEL) as SiteTokenKind[]).filter((k) => operatorTokens[k]);
  return (
    <section className="console-panel" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">Machine tokens</h2>
      <p className="console-muted">
        Your DMS pushes stock with a stock feed token (<code>Authorization: Bearer …</code> to{' '}
        <code>/feeds/stock</code>); your CRM reads leads with a leads API token. They work as soon as they are
        made.
      </p>
      {fromEnv.length > 0 ? (
        <p className="console-muted">
          The server's operator also set a token in its configuration for:{' '}
          {fromEnv.map((k) => TOKEN_KIND_LABEL[k]).join(', ')}.
        </p>
      ) : null}
      {created ? (
        <div className="console-notice" role="status">
          <p>
            New token “{created.info.label}” ({TOKEN_KIND_LABEL[created.info.kind]}). Copy it now: it is shown
            only once.
          </p>
          <p>
            <code data-testid="new-token">{created.token}</code>
          </p>
          {created.old?.expiresAt ? (
            <p>The token it replaces works until {formatLeadTime(created.old.expiresAt, timeZone)}.</p>
          ) : null}
        </div>
      ) : null}
      {tokens.length > 0 ? (
        <table className="console-table console-table--cards">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">For</th>
              <th scope="col">Ends in</th>
              <th scope="col">Made</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} timeZone={timeZone} result={result} Form={Form} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>No tokens made in the console yet.</p>
      )}
      <h3>Make a token</h3>
      <Form method="post">
        <input type="hidden" name="intent" value="create-token" />
        <div className="console-field">
          <label htmlFor="token-label">Name (who holds it)</label>
          <input id="token-label" name="label" placeholder="DMS export" required autoComplete="off" />
        </div>
        <div className="console-field">
          <label htmlFor="token-kind">For</label>
          <select id="token-kind" name="kind" defaultValue="stock_feed">
            <option value="stock_feed">{TOKEN_KIND_LABEL.stock_feed}</option>
            <option value="leads_api">{TOKEN_KIND_LABEL.leads_api}</option>
            <option value="ads_feed">{TOKEN_KIND_LABEL.ads_feed}</option>
          </select>
        </div>
        <SettingsMessage result={result} intent="create-token" />
        <button type="submit" className="console-button">
          Make token
        </button>
      </Form>
    </section>
  );
}
