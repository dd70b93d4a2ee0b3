import type { CustomBlock } from './blocks.js';

/** Where render-time warnings go (console in the browser, the server logger on Node). */
export interface Logger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export type CustomProps = Record<string, unknown>;

/**
 * §1/§8 a custom component's props: its JSON text as an object. Unparseable props (or JSON that is not
 * an object) give a warning and empty props, so the page still renders.
 */
export function customProps(
  block: Pick<CustomBlock, 'id' | 'component' | 'props'>,
  logger: Logger,
): CustomProps {
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.props);
  } catch (error) {
    logger.warn('Unparseable custom props', {
      block: block.id,
      component: block.component,
      reason: (error as Error).message,
    });
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    logger.warn('Unparseable custom props', {
      block: block.id,
      component: block.component,
      reason: 'props must be a JSON object',
    });
    return {};
  }
  return parsed as CustomProps;
}
