// A stand-in renderer for render-pool.test.ts, loaded by the real render worker (dist/render-worker.js):
// each page waits on the BFF's thread (one fetchApi call, answered late by the test) and answers how many
// pages this worker had in hand at most so far.
let active = 0;
let most = 0;

export async function createWebHandler() {
  return {
    assetsDir: '.',
    async handle(_request, context) {
      active += 1;
      most = Math.max(most, active);
      try {
        await (await context.fetchApi('/api/slow')).text();
        return new Response(String(most));
      } finally {
        active -= 1;
      }
    },
  };
}
