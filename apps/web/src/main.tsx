import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { firstLoadDone } from './lib/first-load';
import { seguirRutas } from './lib/ruta-anterior';
import './index.css';

const router = createRouter();
seguirRutas(router);
const container = document.getElementById('root')!;

// The first render is a transition: React then draws the page in slices of about 5 ms, yielding to the browser in
// between, instead of one task of a few hundred milliseconds on a phone (the blocking time Lighthouse counts). What
// the page shows, and when it appears, stay the same: a transition commits the whole page at once.
function render() {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

// The first render waits until the router has loaded the page's code and data: it then replaces what the server
// wrote into #root (a public offer page) in one step, and the page appears whole instead of growing under the
// reader's eyes (no layout shift, no empty flash).
if (router.state.initialized) {
  firstLoadDone();
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    firstLoadDone();
    render();
  });
}
