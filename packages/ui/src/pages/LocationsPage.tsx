import { addressLine, comingSpecialHours, type Location, type Site, weekHours } from '@dealer/site-registry';
import { useEffect } from 'react';
import { takeEarlyClicks } from '../analytics/early-clicks';

export interface LocationsPageProps {
  site: Pick<Site, 'name' | 'locations' | 'special_hours' | 'timezone' | 'country' | 'state'>;
  /**
   * The render's instant (epoch ms, the server's one clock), from the loader so SSR and hydration agree;
   * each yard reads its own date from it (`comingSpecialHours`).
   */
  now: number;
  /** §9 directions (41) when a shopper opens a map. */
  onDirections?(location: Location): void;
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Thursday 24 December' for a calendar date (YYYY-MM-DD). */
function longDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** A maps search for the yard: its coordinates when known, else its street address. */
export function mapHref(
  location: Pick<Location, 'latitude' | 'longitude' | 'location_name' | 'address'>,
): string {
  const { address } = location;
  const query =
    location.latitude !== undefined && location.longitude !== undefined
      ? `${location.latitude},${location.longitude}`
      : `${location.location_name}, ${addressLine(address)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A yard's address, call button and map link (the locations page and the §1 locations block share it). */
export function LocationContact({
  location,
  onDirections,
}: {
  location: Location;
  onDirections?: ((location: Location) => void) | undefined;
}) {
  const phone = location.contact_detail.phone;
  // A map opened before the page hydrated counts too (noted by the early-clicks script).
  useEffect(() => {
    if (!onDirections) return;
    const opened = takeEarlyClicks(`[data-early-click="directions"][data-location-id="${location.id}"]`);
    for (const _ of opened) onDirections(location);
  }, [onDirections, location]);
  return (
    <>
      <address>
        {location.address.street}
        <br />
        {location.address.city} {location.address.state} {location.address.postcode}
      </address>
      <p>
        <a className="button button--outline" href={`tel:${phone.replace(/\s+/g, '')}`}>
          Call {phone}
        </a>{' '}
        <a
          className="button button--outline"
          href={mapHref(location)}
          target="_blank"
          rel="noopener noreferrer"
          data-early-click="directions"
          data-location-id={location.id}
          onClick={() => onDirections?.(location)}
        >
          Get directions
          <span className="visually-hidden"> to {location.location_name} (opens a map)</span>
        </a>
      </p>
    </>
  );
}

/**
 * §2 our-locations: every yard with its address, phone, map link and week of hours ('Saturday: 8:30am -
 * 4:00pm', 'Sunday: By Appointment'), and the coming special_hours (public holidays) that replace them.
 */
export function LocationsPage({ site, now, onDirections }: LocationsPageProps) {
  return (
    <div className="info-page">
      <h1>Our locations</h1>
      <ul className="locations">
        {site.locations.map((location) => {
          const titleId = `location-${location.id}-title`;
          const special = comingSpecialHours(site, location, new Date(now));
          const week = weekHours(site, location);
          return (
            <li key={location.id}>
              <section className="location" aria-labelledby={titleId}>
                <h2 id={titleId}>{location.location_name}</h2>
                <LocationContact location={location} onDirections={onDirections} />
                {week.length > 0 ? (
                  <>
                    <h3>Opening hours</h3>
                    <ul className="hours">
                      {week.map((day) => (
                        <li key={day.weekday}>{day.line}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {special.length > 0 ? (
                  <>
                    <h3>Special hours</h3>
                    <ul className="hours hours--special">
                      {special.map((day) => (
                        <li key={day.date}>
                          <time dateTime={day.date}>{longDate(day.date)}</time> ({day.special?.label}):{' '}
                          {day.text}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
