import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ModelSummary, ModelsPage } from './ModelsPage';

const model: ModelSummary = {
  id: 'kia-rio',
  name: 'Kia Rio',
  bodies: ['Hatchback'],
  years: [2019, 2022],
  price_from: 15990,
  stock_count: 4,
  image: '/images/cars/rio.svg',
  search_url: '/search?make=Kia&model=Rio',
};

describe('ModelsPage (§2 /models)', () => {
  it('shows each model with years, bodies, the starting price and a link to its stock', () => {
    const html = renderToString(<ModelsPage models={[model]} plural="Cars" />).replace(/<!-- -->/g, '');
    expect(html).toContain('Kia Rio');
    expect(html).toContain('2019–2022 · Hatchback');
    expect(html).toContain('From <strong>$15,990</strong>');
    expect(html).toContain('href="/search?make=Kia&amp;model=Rio"');
    expect(html).toContain('View 4 Kia Rio cars');
  });
  it('says so when nothing is in stock', () => {
    expect(renderToString(<ModelsPage models={[]} plural="Cars" />)).toContain('No models are in stock');
  });
});
