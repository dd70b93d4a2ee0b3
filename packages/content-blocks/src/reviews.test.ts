import { describe, expect, it } from 'vitest';
import { reviewSourceLabel, selectReviews } from './reviews.js';

const review = (rating: number, date = '2025-01-01', author = `A${rating}`) => ({
  author,
  rating,
  text: 'Great',
  date,
  source_url: 'https://www.productreview.com.au/listings/some-dealer',
});

describe('reviews', () => {
  it.each([
    [3.9, false],
    [4, true],
    [4.1, true],
    [5, true],
  ])('should show a review rated %s: %s (§9 minimum rating 4)', (rating, shown) => {
    expect(selectReviews([review(rating)])).toHaveLength(shown ? 1 : 0);
  });

  it.each([
    [11, 11],
    [12, 12],
    [13, 12],
  ])('should show %i good reviews as %i (§9 up to 12)', (count, shown) => {
    expect(selectReviews(Array.from({ length: count }, () => review(5)))).toHaveLength(shown);
  });

  it('should honour a smaller block limit but never exceed 12', () => {
    const many = Array.from({ length: 20 }, () => review(5));
    expect(selectReviews(many, 3)).toHaveLength(3);
    expect(selectReviews(many, 50)).toHaveLength(12);
    expect(selectReviews(many, 0)).toHaveLength(0);
  });

  it('should order best first, newest first within a rating', () => {
    const picked = selectReviews([
      review(4, '2025-03-01', 'old four'),
      review(5, '2024-01-01', 'old five'),
      review(4, '2025-05-01T10:00:00+10:00', 'new four'),
      review(5, '2025-02-01', 'new five'),
    ]);
    expect(picked.map((r) => r.author)).toEqual(['new five', 'old five', 'new four', 'old four']);
  });

  it('should skip malformed feed entries', () => {
    expect(
      selectReviews([
        null,
        { author: '', rating: 5, date: '2025-01-01' },
        { author: 'X', rating: 6, date: '2025-01-01' },
        { author: 'X', rating: Number.NaN, date: '2025-01-01' },
        { author: 'X', rating: 5, date: 'yesterday', source_url: 'https://g.example/r' },
        { author: 'No source', rating: 5, date: '2025-01-01' },
        { author: 'Bad source', rating: 5, date: '2025-01-01', source_url: 'javascript:alert(1)' },
        { author: 'Ok', rating: 5, date: '2025-01-01', source_url: 'https://g.example/r' },
      ]),
    ).toEqual([{ author: 'Ok', rating: 5, text: '', date: '2025-01-01', source_url: 'https://g.example/r' }]);
  });

  it('should label a review with the source it was given, else its address host (#28)', () => {
    expect(reviewSourceLabel({ source: 'Google', source_url: 'https://maps.google.com/x' })).toBe('Google');
    expect(reviewSourceLabel({ source_url: 'https://www.productreview.com.au/listings/x' })).toBe(
      'www.productreview.com.au',
    );
  });
});
