import type { AttributeList } from '../attribute-list.js';
import { GOOGLE_BODY_STYLES } from '../google-values.js';

/** The published attribute list, as data (see the README: change it when the channel changes its specification). */
export const GOOGLE_VEHICLE_ADS: AttributeList = {
  name: 'Google Merchant Center vehicle ads (Australia and New Zealand), primary feed',
  source:
    'Google Merchant Center Help: vehicle ads product data specification, store code [store_code], vehicle fulfillment [vehicle_fulfillment], body style [body_style] (read 2026-11); quoted fields in tab-delimited files',
  attributes: [
    { name: 'id', required: true, kind: 'text', max: 50 },
    { name: 'title', required: true, kind: 'text', max: 150 },
    { name: 'description', required: true, kind: 'text', max: 5000 },
    { name: 'link', required: true, kind: 'url' },
    { name: 'image_link', required: true, kind: 'url' },
    { name: 'additional_image_link', required: false, kind: 'url-list' },
    { name: 'price', required: true, kind: 'price' },
    { name: 'condition', required: true, kind: 'enum', values: ['new', 'used'] },
    { name: 'brand', required: true, kind: 'text', max: 70 },
    { name: 'model', required: true, kind: 'text', max: 70 },
    { name: 'year', required: true, kind: 'year' },
    { name: 'mileage', required: true, kind: 'mileage', units: ['km', 'miles'] },
    { name: 'VIN', required: true, kind: 'vin' },
    { name: 'store_code', required: true, kind: 'code' },
    { name: 'dealership_name', required: true, kind: 'text', max: 150 },
    { name: 'dealership_address', required: true, kind: 'text', max: 500 },
    {
      name: 'vehicle_fulfillment',
      required: true,
      kind: 'fulfillment',
      values: ['in_store', 'ship_to_store', 'online'],
    },
    { name: 'link_template', required: true, kind: 'link-template' },
    { name: 'trim', required: false, kind: 'text', max: 150 },
    { name: 'color', required: false, kind: 'text', max: 100 },
    { name: 'body_style', required: false, kind: 'enum', values: [...GOOGLE_BODY_STYLES] },
    { name: 'certified_pre-owned', required: false, kind: 'enum', values: ['yes', 'no'] },
    { name: 'custom_label_0', required: false, kind: 'text', max: 100 },
  ],
};
