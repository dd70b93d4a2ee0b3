/**
 * The page a browser gets where no dealer site answers (an unknown host, or a missing page on the
 * platform's own host): a readable HTML page, never raw JSON. It names no site: an unknown host learns
 * nothing about the tenants served here. API clients still get JSON.
 */
export function notFoundPage(title: string, text: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f7;color:#1d1f23;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}main{max-width:32rem;margin:1.5rem;padding:2rem 2.25rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{margin:0 0 .5rem;font-size:1.6rem}p{margin:0;color:#4a4f57}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** Whether a request is a browser asking for a page (not an API call, not a script or image fetch). */
export function wantsPage(path: string, accept: string | undefined): boolean {
  return !path.startsWith('/api/') && (accept ?? '').includes('text/html');
}
