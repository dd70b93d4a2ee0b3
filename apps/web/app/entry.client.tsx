import { closeEarlyClicks } from '@dealer/ui';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's own client entry, with one addition: taps are noted by the page's inline script
// (EARLY_CLICKS_SCRIPT) until React listens. `hydrateRoot` attaches React's listeners at once, and React
// itself handles a tap that lands while it hydrates, so the noting stops right before, never later:
// no tap is counted or replayed twice.
closeEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
