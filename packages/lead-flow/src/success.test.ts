import { EVENT_IDS } from '@dealer/event-ids';
import { describe, expect, it } from 'vitest';
import { leadEventId, leadSuccessPath } from './success.js';

describe('success', () => {
  it.each([
    ['General Enquiry', null, false, EVENT_IDS.generalEnquiry],
    ['Finance', null, false, EVENT_IDS.finance],
    ['Vehicle Enquiry', { id: 1, car_type: 'used' }, false, EVENT_IDS.usedVehicleEnquiry],
    ['Vehicle Enquiry', { id: 1, car_type: 'new' }, false, EVENT_IDS.newVehicleEnquiry],
    ['Test Drive', { id: 1, car_type: 'used' }, true, EVENT_IDS.testDriveUsed],
    ['Test Drive', { id: 1, car_type: 'used', tag: 'Test Drive Only' }, true, EVENT_IDS.testDriveNew],
    // Issue 29: a subscription seller's enquiry is §9 event 47, a rental seller's the rental event, car or not.
    ['Subscription Enquiry', { id: 1, car_type: 'used' }, false, 47],
    ['Rental Enquiry', { id: 1, car_type: 'used' }, false, EVENT_IDS.rental],
    ['Rental Booking', null, false, EVENT_IDS.rental],
  ])('should pick the §9 event id for %s / %j / test drive %s', (category, car, isTestDrive, id) => {
    expect(leadEventId(category, car, isTestDrive)).toBe(id);
  });

  it.each([
    ['General Enquiry', 22, undefined, '/success?category=general-enquiry&event_id=22'],
    ['Sell My Car', 40, null, '/success?category=sell-my-car&event_id=40'],
    ['Test Drive', 48, 99, '/success?category=test-drive&event_id=48&car_id=99'],
    ['', 22, undefined, '/success?event_id=22'],
  ])('should build the success path for %s', (category, eventId, carId, path) => {
    expect(leadSuccessPath(category, eventId, carId)).toBe(path);
  });
});
