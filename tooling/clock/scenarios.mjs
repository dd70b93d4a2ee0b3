/**
 * The days a dealer's time rules break on (#36), as instants, each run with a machine time zone other
 * than UTC. Sydney is UTC+11 in summer (AEDT) and +10 in winter; Auckland +13 / +12; Perth +8 all year;
 * Adelaide +10:30 / +9:30; Lord Howe +11 / +10:30 (a half-hour change); the Chatham Islands +13:45 /
 * +12:45. Scenarios with `suites: 'zone'` run the fast pure rules only (suites.mjs ZONE_SUITES).
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
  {
    name: 'perth-adelaide-evening',
    what: 'Monday 30 Nov 2026, 17:30 in Sydney: 14:30 in Perth, 17:00 in Adelaide; the machine on Adelaide time',
    at: '2026-11-30T06:30:00Z',
    tz: 'Australia/Adelaide',
    suites: 'zone',
  },
  {
    name: 'lord-howe-dst-start',
    what: 'Sunday 4 Oct 2026, 02:45 on Lord Howe just after its half-hour jump; 01:45 in Sydney before its own',
    at: '2026-10-03T15:45:00Z',
    tz: 'Australia/Lord_Howe',
    suites: 'zone',
  },
  {
    name: 'new-year-chatham',
    what: '1 Jan 2027, 00:30 on the Chatham Islands: still New Year’s Eve in Auckland, Sydney and UTC',
    at: '2026-12-31T10:45:00Z',
    tz: 'Pacific/Chatham',
    suites: 'zone',
  },
  {
    name: 'leap-day-los-angeles',
    what: 'Tuesday 29 Feb 2028, 12:00 in Sydney; the machine in Los Angeles still on the 28th',
    at: '2028-02-29T01:00:00Z',
    tz: 'America/Los_Angeles',
    suites: 'zone',
  },
];
