import { describe, expect, it } from 'vitest';
import { EVENT_IDS, eventKind, eventName, isEventId, MAX_EVENT_ID, MIN_EVENT_ID } from './catalogue.js';

describe('catalogue', () => {
  it('should carry every §9 form-submission id', () => {
    expect(EVENT_IDS).toMatchObject({
      newVehicleEnquiry: 14,
      usedVehicleEnquiry: 15,
      specialOfferEnquiry: 16,
      testDriveNew: 17,
      tradeIn: 18,
      fleet: 19,
      serviceBooking: 20,
      parts: 21,
      generalEnquiry: 22,
      finance: 23,
      insurance: 24,
      competition: 27,
      financeLead: 28,
      sellMyCar: 40,
      reserve: 42,
      survey: 44,
      serviceEnquiry: 45,
      teamMember: 46,
      subscription: 47,
      testDriveUsed: 48,
      rental: 49,
      careers: 51,
    });
  });

  it('should carry the §9 other events', () => {
    expect([EVENT_IDS.clickToCall, EVENT_IDS.calculator, EVENT_IDS.search, EVENT_IDS.stepProgress]).toEqual([
      25, 26, 29, 32,
    ]);
    expect([
      EVENT_IDS.authSignIn,
      EVENT_IDS.authSignOut,
      EVENT_IDS.authSignUp,
      EVENT_IDS.authPasswordReset,
    ]).toEqual([35, 36, 37, 38]);
    expect([
      EVENT_IDS.favourite,
      EVENT_IDS.directions,
      EVENT_IDS.webchatOpened,
      EVENT_IDS.webchatMessage,
    ]).toEqual([39, 41, 54, 55]);
  });

  it('should give every named event a distinct id inside 1..55', () => {
    const ids = Object.values(EVENT_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isEventId(id)).toBe(true);
  });

  it('should accept the range bounds and reject what lies outside', () => {
    expect(isEventId(MIN_EVENT_ID)).toBe(true);
    expect(isEventId(MAX_EVENT_ID)).toBe(true);
    expect(isEventId(0)).toBe(false);
    expect(isEventId(56)).toBe(false);
    expect(isEventId(14.5)).toBe(false);
    expect(isEventId('14')).toBe(false);
  });

  it('should classify ids by kind, unnamed ids as page views', () => {
    expect(eventKind(14)).toBe('form_submission');
    expect(eventKind(28)).toBe('form_submission');
    expect(eventKind(25)).toBe('click_to_call');
    expect(eventKind(26)).toBe('calculator');
    expect(eventKind(29)).toBe('search');
    expect(eventKind(32)).toBe('step_progress');
    for (const id of [35, 36, 37, 38]) expect(eventKind(id)).toBe('auth');
    expect(eventKind(39)).toBe('favourite');
    expect(eventKind(41)).toBe('directions');
    expect(eventKind(54)).toBe('webchat');
    expect(eventKind(55)).toBe('webchat');
    expect(eventKind(1)).toBe('page_view');
    expect(eventKind(53)).toBe('page_view');
  });

  it('should throw a RangeError naming the id outside 1..55', () => {
    expect(() => eventKind(0)).toThrow(RangeError);
    expect(() => eventKind(56)).toThrow('Unknown event id 56');
  });

  it('should name named ids and leave page views unnamed', () => {
    expect(eventName(42)).toBe('reserve');
    expect(eventName(2)).toBeUndefined();
  });
});
