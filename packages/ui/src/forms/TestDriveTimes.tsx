import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from './fields';
import { useLeadServices } from './lead-services';

/** One location's bookable days, as the BFF's appointment bookings endpoint answers (§7). */
export interface BookingLocation {
  location_id: number;
  location_name: string;
  days: { date: string; weekday: string; status: string; hours: string; slots: string[] }[];
}

export interface AppointmentBookings {
  locations: BookingLocation[];
}

function timeLabel(slot: string): string {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
}

function dayLabel(date: string, weekday: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${weekday.slice(0, 3)} ${day} ${months[month - 1]}`;
}

type Load = { status: 'loading' } | { status: 'ready'; location: BookingLocation } | { status: 'failed' };

/**
 * §2 test-drive time: a day and a time from the dealership's available appointment bookings (§7). Both
 * optional (§5 the test-drive date is optional); the chosen slot becomes the lead's dateTime.
 */
export function TestDriveTimes({
  dealershipId,
  locationId,
}: {
  dealershipId: number;
  locationId?: number | null;
}) {
  const { client } = useLeadServices();
  const { watch, setValue, getValues } = useFormContext();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const day = watch('booking_day') as string | undefined;

  useEffect(() => {
    let live = true;
    client
      .availableAppointmentBookings<AppointmentBookings>(dealershipId)
      .then((answer) => {
        const locations = answer.locations ?? [];
        const location = locations.find((l) => l.location_id === locationId) ?? locations[0];
        if (live) setLoad(location ? { status: 'ready', location } : { status: 'failed' });
      })
      .catch(() => {
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [client, dealershipId, locationId]);

  // A new day clears a time chosen on another day.
  useEffect(() => {
    const time = getValues('dateTime');
    if (typeof time === 'string' && time !== '' && !time.startsWith(`${day}T`)) setValue('dateTime', '');
  }, [day, getValues, setValue]);

  if (load.status === 'loading') {
    return (
      <p className="field__hint" role="status">
        Loading available times…
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <p className="field__hint" role="status">
        Available times could not be loaded. Tell us when suits you in the message and we will confirm.
      </p>
    );
  }
  const openDays = load.location.days.filter((d) => d.slots.length > 0);
  const chosen = openDays.find((d) => d.date === day);
  return (
    <fieldset className="fieldset">
      <legend>Preferred time at {load.location.location_name}</legend>
      <div className="field-row">
        <FormField
          name="booking_day"
          kind="select"
          label="Day"
          optional
          placeholder="Choose a day"
          options={openDays.map((d) => ({ value: d.date, label: dayLabel(d.date, d.weekday) }))}
        />
        <FormField
          name="dateTime"
          kind="select"
          label="Time"
          optional
          placeholder={chosen ? 'Choose a time' : 'Choose a day first'}
          options={(chosen?.slots ?? []).map((slot) => ({
            value: `${chosen?.date}T${slot}`,
            label: timeLabel(slot),
          }))}
        />
      </div>
    </fieldset>
  );
}
