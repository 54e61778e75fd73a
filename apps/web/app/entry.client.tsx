import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let started = false;
function hydrate(): void {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete: let the browser paint it before hydration takes the main
// thread (on a slow phone hydration is a few hundred milliseconds of script that would otherwise run
// before the first frame). A timeout queued from an animation frame runs after that frame is drawn.
// A hidden tab draws no frames, so it hydrates at once; and a browser that is slow to give a frame
// (a busy machine) gets 200 ms at most, so the page never waits long to become interactive.
if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  setTimeout(hydrate, 200);
} else hydrate();
