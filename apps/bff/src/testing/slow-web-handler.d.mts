import type { WebHandler } from '@dealer/api-client';

/** How long each page's synchronous work takes (slow-web-handler.mjs). */
export declare const SLOW_RENDER_MS: number;
export declare function createWebHandler(): Promise<WebHandler>;
