import type { CinRow, ConsumerInformationNotice } from '@dealer/pricing';
import { UiLink } from '../link';

export interface CinNoticeProps {
  notice: ConsumerInformationNotice;
  /** The printable page's link (the car page's section shows it; the printable page does not). */
  printHref?: string;
  /** The heading level: 2 in the car page, 1 on the printable page. */
  level?: 1 | 2;
}

function Rows({ title, rows }: { title: string; rows: CinRow[] }) {
  return (
    <table className="cin__table">
      <caption>{title}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** NZ Consumer Information Notice of a used vehicle (@dealer/pricing's `consumerInformationNotice`). */
export function CinNotice({ notice, printHref, level = 2 }: CinNoticeProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="cin panel" aria-labelledby="cin-title">
      <Heading id="cin-title">{notice.title}</Heading>
      <p className="cin__intro">
        Information this trader must give you about a used vehicle (Consumer Information Standards (Used Motor
        Vehicles) Regulations 2008).
      </p>
      <Rows title="The trader" rows={notice.trader} />
      <Rows title="The vehicle" rows={notice.vehicle} />
      <Rows title="Registration and inspection" rows={notice.history} />
      <p className="cin__security">
        <strong>Security interest: </strong>
        {notice.securityInterest}
      </p>
      {printHref ? (
        <p className="cin__print">
          <UiLink href={printHref}>Printable notice</UiLink>
        </p>
      ) : null}
    </section>
  );
}
