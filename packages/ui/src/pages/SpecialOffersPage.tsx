import type { ReactNode } from 'react';
import { CarImage } from '../car/CarImage';
import { UiLink } from '../link';

/** A §7 promotion (`promotions.json?version=2`). */
export interface Promotion {
  id: number;
  title: string;
  subtitle: string;
  image: { url: string | null; width: number; height: number };
  href: string;
}

export interface SpecialOffersPageProps {
  promotions: readonly Promotion[];
  /** The cars on special, rendered by the caller as car cards (they carry the favourite and enquiry actions). */
  children?: ReactNode;
}

/** §2 /special-offers: the site's promotions (§9 slider images 540×1920) and the cars on special. */
export function SpecialOffersPage({ promotions, children }: SpecialOffersPageProps) {
  return (
    <div className="info-page">
      <h1>Special offers</h1>
      {promotions.length === 0 ? <p>There are no special offers right now. Please check back soon.</p> : null}
      <ul className="promotions">
        {promotions.map((promotion, index) => (
          <li key={promotion.id} className="promotion">
            <CarImage
              src={promotion.image.url}
              alt=""
              width={promotion.image.width}
              height={promotion.image.height}
              sizes="(min-width: 1200px) 1140px, 100vw"
              eager={index === 0}
            />
            <div className="promotion__body">
              <h2>{promotion.title}</h2>
              <p>{promotion.subtitle}</p>
              <UiLink className="button button--accent" href={promotion.href}>
                See the {promotion.title.toLowerCase()}
              </UiLink>
            </div>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
