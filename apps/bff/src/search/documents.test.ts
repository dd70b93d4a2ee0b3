import { carEnquiryCategory, carLeadFields, leadCar } from '@dealer/lead-flow';
import { cardTag, findSimilarPrompt, priceDisplay, productPayload, reserveDeposit } from '@dealer/pricing';
import { canReserveIn } from '@dealer/reservations';
import { CARD_ATTRIBUTES, SALE_PRICE_SORT_KEY } from '@dealer/search-query';
import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { TEST_NOW } from '../testing/server.js';
import { searchDocument } from './documents.js';

/**
 * A listing retrieves only CARD_ATTRIBUTES (Meilisearch's attributesToRetrieve): every rule a card, its
 * actions and the listing's analytics apply to a hit must read nothing else, or a card would show a wrong
 * price or tag. Checked by reading every demo car of every site through a recording proxy.
 */
describe('searchDocument and the card fields', () => {
  it('should add the shown sale price sort key to the car', () => {
    const registry = demoRegistry();
    const car = demoInventory(registry.sites, { now: TEST_NOW }).values().next().value?.[0];
    if (!car) throw new Error('no demo car');
    expect(searchDocument(car)).toHaveProperty(SALE_PRICE_SORT_KEY);
  });

  it("should keep every field the card's rules read in CARD_ATTRIBUTES", () => {
    const registry = demoRegistry();
    const inventory = demoInventory(registry.sites, { now: TEST_NOW });
    const read = new Set<string>();
    let cars = 0;
    for (const site of registry.sites) {
      for (const id of new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)])) {
        for (const car of inventory.get(id) ?? []) {
          cars++;
          const hit = new Proxy(car, {
            get(target, key) {
              if (typeof key === 'string') read.add(key);
              return Reflect.get(target, key);
            },
          });
          priceDisplay(hit, site);
          cardTag(hit, site, TEST_NOW);
          findSimilarPrompt(hit);
          canReserveIn(hit, 'payment');
          canReserveIn(hit, 'request');
          reserveDeposit(hit);
          carLeadFields(hit);
          leadCar(hit);
          carEnquiryCategory(hit);
          productPayload(hit);
        }
      }
    }
    expect(cars).toBeGreaterThan(1000);
    // The card's own fields (CarCard, CarModal, the listing JSON-LD, the sitemap, the no-web fallback card).
    for (const field of [
      'primary_image_url',
      'km',
      'transmission',
      'fuel',
      'location_name',
      'city',
      'created_at',
    ])
      read.add(field);
    const allowed = new Set<string>(CARD_ATTRIBUTES);
    expect([...read].filter((field) => !allowed.has(field)).sort()).toEqual([]);
  });
});
