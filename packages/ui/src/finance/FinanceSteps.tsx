/** §2 the finance page's right-hand 3-step panel (hidden on small screens by its class). */
export function FinanceStepsPanel() {
  return (
    <aside className="panel finance-steps" aria-labelledby="finance-steps-title">
      <h2 id="finance-steps-title">How it works</h2>
      <ol className="finance-steps__list">
        <li>
          <strong>Apply online in minutes</strong>
          <span>A few details about you and the car you want.</span>
        </li>
        <li>
          <strong>Get pre-approved with a personalised rate</strong>
          <span>Our finance team finds the lender and rate that suit you.</span>
        </li>
        <li>
          <strong>Purchase your car</strong>
          <span>Drive away knowing exactly what you pay.</span>
        </li>
      </ol>
    </aside>
  );
}
