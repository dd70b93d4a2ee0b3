/**
 * §2 the finance page's right-hand 3-step panel (hidden on small screens by its class), in the site's
 * vehicle noun (`noun`: lower case, `vehicleNoun(site, { lowercase: true })`; default 'car').
 */
export function FinanceStepsPanel({ noun = 'car' }: { noun?: string } = {}) {
  return (
    <aside className="panel finance-steps" aria-labelledby="finance-steps-title">
      <h2 id="finance-steps-title">How it works</h2>
      <ol className="finance-steps__list">
        <li>
          <strong>Apply online in minutes</strong>
          <span>A few details about you and the {noun} you want.</span>
        </li>
        <li>
          <strong>Get pre-approved with a personalised rate</strong>
          <span>Our finance team finds the lender and rate that suit you.</span>
        </li>
        <li>
          <strong>Purchase your {noun}</strong>
          <span>Drive away knowing exactly what you pay.</span>
        </li>
      </ol>
    </aside>
  );
}
