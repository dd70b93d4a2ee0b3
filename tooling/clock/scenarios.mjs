/**
 * The days a dealer's time rules break on (#36), as instants, each run with a machine time zone other
 * than UTC. Sydney is UTC+11 in summer (AEDT) and +10 in winter; Auckland +13 / +12.
 */
export const SCENARIOS = [
  {
    name: 'saturday-night-sydney',
    what: 'Saturday 22:30 in Sydney: every yard is closed until Monday',
    at: '2026-11-28T11:30:00Z',
    tz: 'America/Los_Angeles',
  },
  {
    name: 'sunday-sydney',
    what: 'Sunday 12:00 in Sydney (Saturday in UTC and Los Angeles)',
    at: '2026-11-29T01:00:00Z',
    tz: 'Asia/Kolkata',
  },
  {
    name: 'christmas-eve-sydney',
    what: 'Christmas Eve 12:30 in Sydney: special hours 08:30–13:00, Christmas Day closed',
    at: '2026-12-24T01:30:00Z',
    tz: 'Pacific/Auckland',
  },
  {
    name: 'dst-end-sydney',
    what: 'Sunday 4 April 2027, 02:30 AEDT in Sydney, half an hour before clocks go back to 02:00 AEST',
    at: '2027-04-03T15:30:00Z',
    tz: 'Australia/Sydney',
  },
  {
    name: 'dst-start-auckland',
    what: 'Sunday 26 September 2027, 01:30 NZST in Auckland, half an hour before clocks go forward to 03:00',
    at: '2027-09-25T13:30:00Z',
    tz: 'Europe/London',
  },
];
