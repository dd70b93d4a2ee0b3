import { describe, expect, it } from 'vitest';
import { feedImageSource } from './images.js';

describe('feedImageSource', () => {
  it.each([
    ['https://photos.example/1.jpg', { kind: 'url', url: 'https://photos.example/1.jpg' }],
    ['HTTP://photos.example/a b.jpg', { kind: 'url', url: 'HTTP://photos.example/a b.jpg' }],
    ['S00005-1.jpg', { kind: 'file', name: 'S00005-1.jpg' }],
    [' front view.JPG ', { kind: 'file', name: 'front view.JPG' }],
  ])('takes %s', (value, source) => {
    expect(feedImageSource(value)).toEqual(source);
  });

  it.each([
    '//evil.example/pixel.png',
    '/etc/passwd',
    '../../etc/passwd',
    'photos/1.jpg',
    'C:\\photos\\1.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://photos.example/1.jpg',
    'https://user:pass@photos.example/1.jpg',
    'https://',
    '..',
    'a\u0000.jpg',
  ])('refuses %s', (value) => {
    expect(feedImageSource(value)).toMatchObject({ refused: expect.any(String) });
  });
});
