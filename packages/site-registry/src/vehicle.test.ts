import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo/sites.js';
import { parseSite } from './registry.js';
import type { SiteInput, Template } from './schema.js';
import {
  conditionLabel,
  offerWords,
  pluraliseNoun,
  schemaOrgSellerType,
  schemaOrgVehicleType,
  sellerActions,
  sellerKind,
  sellMyLabel,
  stockLabel,
  usedLabel,
  vehicleNoun,
} from './vehicle.js';

const site = (overrides: Partial<SiteInput> = {}) =>
  parseSite({ ...structuredClone(DEMO_SITES[1]!), ...overrides });

describe('vehicle', () => {
  describe('schemaOrgVehicleType (the JSON-LD @type of a car page)', () => {
    it.each<[Template, string]>([
      ['car', 'Car'],
      ['rental', 'Car'],
      ['subscription', 'Car'],
      ['motorcycle', 'Motorcycle'],
      ['rv', 'Vehicle'],
      ['camper', 'Vehicle'],
      ['caravan', 'Vehicle'],
      ['truck', 'Vehicle'],
      ['trailer', 'Vehicle'],
      ['scooter', 'Vehicle'],
    ])('a %s site’s stock is a schema.org %s', (template, type) => {
      expect(schemaOrgVehicleType(site({ template }))).toBe(type);
    });
  });

  describe('schemaOrgSellerType (the JSON-LD seller of a car page’s offer)', () => {
    it.each<[Template, string]>([
      ['car', 'AutoDealer'],
      ['subscription', 'AutoDealer'],
      ['rental', 'AutoRental'],
      ['motorcycle', 'MotorcycleDealer'],
      ['rv', 'AutoDealer'],
      ['caravan', 'AutoDealer'],
      ['truck', 'AutoDealer'],
      ['scooter', 'AutoDealer'],
    ])('a %s site is a schema.org %s', (template, type) => {
      expect(schemaOrgSellerType(site({ template }))).toBe(type);
    });
  });

  describe('vehicleNoun (§1 noun per template, with plural rules)', () => {
    it.each<[Template, string, string]>([
      ['car', 'Car', 'Cars'],
      ['motorcycle', 'Motorcycle', 'Motorcycles'],
      ['camper', 'Camper', 'Campers'],
      ['truck', 'Truck', 'Trucks'],
      ['trailer', 'Trailer', 'Trailers'],
      ['rv', 'RV', 'RVs'],
      ['caravan', 'Caravan', 'Caravans'],
      ['scooter', 'Scooter', 'Scooters'],
      ['rental', 'Car', 'Cars'],
      ['subscription', 'Car', 'Cars'],
    ])('should call a %s site’s stock %s / %s', (template, singular, plural) => {
      const s = site({ template });
      expect(vehicleNoun(s)).toBe(singular);
      expect(vehicleNoun(s, { plural: true })).toBe(plural);
    });

    it('should word §9 Sell My Car in the noun', () => {
      expect(sellMyLabel(site({ template: 'car' }))).toBe('Sell My Car');
      expect(sellMyLabel(site({ template: 'rv' }))).toBe('Sell My RV');
      expect(sellMyLabel(site({ vehicle: { noun: 'Ute' } }))).toBe('Sell My Ute');
    });

    it('should lowercase for sentences but keep acronyms', () => {
      expect(vehicleNoun(site({ template: 'rv' }), { plural: true, lowercase: true })).toBe('RVs');
      expect(vehicleNoun(site({ template: 'motorcycle' }), { plural: true, lowercase: true })).toBe(
        'motorcycles',
      );
    });

    it("should use a site's own noun and pluralise it when no plural is given", () => {
      expect(vehicleNoun(site({ vehicle: { noun: 'Ute' } }), { plural: true })).toBe('Utes');
      expect(vehicleNoun(site({ vehicle: { noun: 'Bus', plural: 'Buses' } }), { plural: true })).toBe(
        'Buses',
      );
      expect(vehicleNoun(site({ vehicle: { noun: 'Ute' } }))).toBe('Ute');
    });
  });

  describe('pluraliseNoun', () => {
    it.each([
      ['Car', 'Cars'],
      ['RV', 'RVs'],
      ['ATV', 'ATVs'],
      ['Buggy', 'Buggies'],
      ['Trucks', 'Trucks'],
      ['Coach', 'Coaches'],
      ['Box', 'Boxes'],
      ['Day', 'Days'],
    ])('should pluralise %s as %s', (noun, plural) => {
      expect(pluraliseNoun(noun)).toBe(plural);
    });
  });

  describe('usedLabel / conditionLabel (§1 pre-owned, §4 conditions)', () => {
    it.each([
      ['used', 'new', 'New'],
      ['used', 'used', 'Used'],
      ['used', 'demo', 'Demo'],
      ['pre-owned', 'new', 'New'],
      ['pre-owned', 'used', 'Pre-Owned'],
      ['pre-owned', 'demo', 'Demo'],
    ] as const)('should label %s-site condition %s as %s', (used_label, condition, label) => {
      expect(conditionLabel(site({ vehicle: { used_label } }), condition)).toBe(label);
    });

    it('should give the used label alone', () => {
      expect(usedLabel(site({ vehicle: { used_label: 'pre-owned' } }))).toBe('Pre-Owned');
      expect(usedLabel(site())).toBe('Used');
    });
  });

  describe('stockLabel', () => {
    it.each([
      ['rental', undefined, 'Rental Cars'],
      ['subscription', undefined, 'Subscription Cars'],
      ['caravan', undefined, 'Caravans'],
      ['car', 'used', 'Used Cars'],
      ['motorcycle', 'new', 'New Motorcycles'],
      ['rv', 'demo', 'Demo RVs'],
    ] as const)('should read naturally for a %s site (%s)', (template, condition, label) => {
      expect(stockLabel(site({ template }), condition)).toBe(label);
    });

    it('should say Pre-Owned Cars on the pre-owned group and lowercase on request', () => {
      const preOwned = site({ vehicle: { used_label: 'pre-owned' } });
      expect(stockLabel(preOwned, 'used')).toBe('Pre-Owned Cars');
      expect(stockLabel(preOwned, 'used', { lowercase: true })).toBe('pre-owned cars');
      expect(stockLabel(site({ template: 'rental' }), undefined, { lowercase: true })).toBe('rental cars');
    });
  });

  describe('sellerKind (§1 sale, subscription and rental sellers)', () => {
    it('should read each demo site as the kind of seller it is', () => {
      const bySlug = (slug: string) => parseSite(structuredClone(DEMO_SITES.find((d) => d.slug === slug)!));
      expect(sellerKind(bySlug('flexi-drive'))).toBe('subscription');
      expect(sellerKind(bySlug('cityhop-rentals'))).toBe('rental');
      expect(sellerKind(bySlug('tarmac-rentals'))).toBe('rental');
      expect(sellerKind(bySlug('harbour-auto'))).toBe('sale');
      expect(sellerKind(bySlug('throttle-moto'))).toBe('sale');
      expect(offerWords(bySlug('flexi-drive'))).toBe('on subscription');
      expect(offerWords(bySlug('cityhop-rentals'))).toBe('for hire');
      expect(offerWords(bySlug('harbour-auto'))).toBe('for sale');
    });

    it('should offer finance and trade-in only where cars are sold; no test drive of a hire car', () => {
      expect(sellerActions({ template: 'car', features: { subscription_pricing: false } })).toEqual({
        testDrive: true,
        finance: true,
        tradeIn: true,
      });
      expect(sellerActions({ template: 'subscription', features: { subscription_pricing: true } })).toEqual({
        testDrive: true,
        finance: false,
        tradeIn: false,
      });
      expect(sellerActions({ template: 'rental', features: { subscription_pricing: false } })).toEqual({
        testDrive: false,
        finance: false,
        tradeIn: false,
      });
    });
  });
});
