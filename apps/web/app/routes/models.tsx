import { modelsPath, vehicleNoun } from '@dealer/site-registry';
import { type ModelSummary, ModelsPage } from '@dealer/ui';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/models';

export async function loader({ context }: Route.LoaderArgs) {
  const models = await serverApi(dealer(context))
    .models<ModelSummary>()
    .catch(() => {
      throw new Response('Models unavailable', { status: 502 });
    });
  return { models };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  const plural = root ? vehicleNoun(root.site, { plural: true, lowercase: true }) : 'vehicles';
  return pageMeta(matches, {
    title: 'Models',
    description: `${loaderData?.models.length ?? 0} models in stock: browse ${plural} by make and model.`,
    path: modelsPath(),
  });
};

export default function Models({ loaderData }: Route.ComponentProps) {
  return <ModelsPage models={loaderData.models} plural={vehicleNoun(useSite(), { plural: true })} />;
}
