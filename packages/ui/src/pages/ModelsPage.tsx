import { formatPrice } from '@dealer/pricing';
import { CarImage } from '../car/CarImage';
import { UiLink } from '../link';

/** One model the site has in stock (the BFF's `websites/{id}/models.json`). */
export interface ModelSummary {
  id: string;
  name: string;
  bodies: string[];
  years: number[];
  price_from: number | null;
  stock_count: number;
  image: string | null;
  /** The listing of this make and model (built by `@dealer/search-query` on the server). */
  search_url: string;
}

export interface ModelsPageProps {
  models: readonly ModelSummary[];
  /** 'Cars', 'Motorcycles' … (the site's vehicle noun, plural). */
  plural: string;
}

/** §2 /models: every model in stock with its years, body types, starting price and a link to the stock. */
export function ModelsPage({ models, plural }: ModelsPageProps) {
  return (
    <div className="info-page">
      <h1>Models</h1>
      {models.length === 0 ? (
        <p>No models are in stock right now.</p>
      ) : (
        <ul className="tiles">
          {models.map((model, index) => {
            const first = model.years[0];
            const last = model.years.at(-1);
            const years = first === undefined ? '' : first === last ? String(first) : `${first}–${last}`;
            return (
              <li key={model.id} className="tile">
                <CarImage
                  src={model.image}
                  alt=""
                  width={400}
                  height={300}
                  sizes="(min-width: 768px) 30vw, 100vw"
                  eager={index === 0}
                />
                <div className="tile__body">
                  <h2 className="tile__title">{model.name}</h2>
                  <p>
                    {[years, model.bodies.join(', ')].filter(Boolean).join(' · ')}
                    {model.price_from !== null ? (
                      <>
                        <br />
                        From <strong>{formatPrice(model.price_from)}</strong>
                      </>
                    ) : null}
                  </p>
                  <UiLink className="button button--primary" href={model.search_url}>
                    View {model.stock_count} {model.name} {plural.toLowerCase()}
                  </UiLink>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
