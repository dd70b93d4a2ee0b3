import { vehicleDetailPath } from '@dealer/site-registry';
import { CinNotice, UiLink } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { CinData } from './cin.server';
import type { PageProps } from './types';

/** The printable Consumer Information Notice of an NZ used vehicle (print CSS: styles.css `.cin-page`). */
export default function Cin({ loaderData }: PageProps<CinData>) {
  const site = useSite();
  const { car, notice } = loaderData;
  return (
    <article className="cin-page container">
      <p className="cin__print">
        <UiLink href={vehicleDetailPath(site, car.slug)}>Back to the {car.name}</UiLink>
      </p>
      <CinNotice notice={notice} level={1} />
    </article>
  );
}
