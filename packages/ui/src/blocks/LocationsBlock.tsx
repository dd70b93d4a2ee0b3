import { blockLocations, type LocationsBlock as LocationsBlockData } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import { useId } from 'react';
import { LocationContact } from '../pages/LocationsPage';

/**
 * §1 locations block: the chosen yards (or every yard, primary first) with address, phone, map link and
 * this week's hours — special hours (public holidays) included, taken at the render instant.
 */
export function LocationsBlock({ block, site, now }: { block: LocationsBlockData; site: Site; now: Date }) {
  const id = useId();
  const locations = blockLocations(block, site, now);
  if (locations.length === 0) return null;
  return (
    <section
      className="cb-locations"
      aria-labelledby={block.title ? `${id}-title` : undefined}
      aria-label={block.title ? undefined : 'Locations'}
    >
      {block.title ? <h2 id={`${id}-title`}>{block.title}</h2> : null}
      <ul className="locations">
        {locations.map(({ location, hours }) => {
          const titleId = `${id}-location-${location.id}`;
          return (
            <li key={location.id}>
              <section className="location" aria-labelledby={titleId}>
                <h3 id={titleId}>{location.location_name}</h3>
                <LocationContact location={location} />
                {hours.length > 0 ? (
                  <>
                    <h4>Opening hours</h4>
                    <ul className="hours">
                      {hours.map((day) => (
                        <li key={day.weekday}>{day.line}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
