import { type CustomBlock as CustomBlockData, customProps, type Logger } from '@dealer/content-blocks';
import { financePath, type Site } from '@dealer/site-registry';
import type { ReactNode } from 'react';
import { FinanceCalculator } from './FinanceCalculator';

/** The components a custom block may name, with the props it gives them (its JSON object, read leniently). */
const COMPONENTS: Record<string, (props: Record<string, unknown>, site: Site) => ReactNode> = {
  FinanceCalculator: (props, site) => (
    <FinanceCalculator {...props} financeHref={financePath(site)} country={site.country} />
  ),
};

export const CUSTOM_COMPONENTS = Object.keys(COMPONENTS);

/**
 * §1 custom component block: its props are JSON text; unparseable props log a warning and the component
 * renders with empty props (§1, §8). An unknown component logs a warning and renders nothing.
 */
export function CustomBlock({ block, site, logger }: { block: CustomBlockData; site: Site; logger: Logger }) {
  const render = COMPONENTS[block.component];
  if (!render) {
    logger.warn('Unknown custom component', { block: block.id, component: block.component });
    return null;
  }
  return <>{render(customProps(block, logger), site)}</>;
}
