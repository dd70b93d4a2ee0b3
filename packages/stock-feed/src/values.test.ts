import { describe, expect, it } from 'vitest';
import { plainValue } from './values.js';

describe('plainValue', () => {
  it('should read photo lists as URLs whatever they are wrapped in', () => {
    expect(plainValue('images', [{ url: 'https://a/1.jpg' }, { src: 'https://a/2.jpg' }, 'b.jpg'])).toEqual([
      'https://a/1.jpg',
      'https://a/2.jpg',
      'b.jpg',
    ]);
    expect(plainValue('images', { Image: ['https://a/1.jpg', 'https://a/2.jpg'] })).toEqual([
      'https://a/1.jpg',
      'https://a/2.jpg',
    ]);
    expect(plainValue('images', { Image: 'https://a/1.jpg', '@_count': '1' })).toEqual(['https://a/1.jpg']);
    expect(
      plainValue('images', { Photo: [{ '@_url': 'https://a/1.jpg' }, { '@_URL': 'https://a/2.jpg' }] }),
    ).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
    expect(plainValue('images', { Image: [{ Url: 'https://a/1.jpg', Order: '1' }] })).toEqual([
      'https://a/1.jpg',
    ]);
    expect(plainValue('images', 'a.jpg|b.jpg')).toBe('a.jpg|b.jpg');
    expect(plainValue('images', '')).toBe('');
  });

  it('should read feature lists from names', () => {
    expect(plainValue('features', { Feature: ['Sunroof', 'Tow bar'] })).toEqual(['Sunroof', 'Tow bar']);
    expect(plainValue('features', [{ name: 'Sunroof' }, { Name: 'Tow bar' }])).toEqual([
      'Sunroof',
      'Tow bar',
    ]);
  });

  it('should read a value out of an object that carries one', () => {
    expect(plainValue('drive_away_price', { amount: 25990, currency: 'AUD' })).toBe(25990);
    expect(plainValue('drive_away_price', { '#text': '$25,990', '@_currency': 'AUD' })).toBe('$25,990');
    expect(plainValue('odometer', { Value: 85000, Unit: 'km' })).toBe(85000);
    expect(plainValue('make', { id: 7, name: 'Toyota' })).toBe('Toyota');
    expect(plainValue('make', ['Toyota'])).toBe('Toyota');
  });

  it('should leave what has no clear meaning for the field check to name', () => {
    const odd = { currency: 'AUD' };
    expect(plainValue('drive_away_price', odd)).toBe(odd);
    expect(plainValue('make', ['Toyota', 'Lexus'])).toEqual(['Toyota', 'Lexus']);
    expect(plainValue('year', '2020')).toBe('2020');
  });
});
