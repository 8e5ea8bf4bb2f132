import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { firstLoadDone } from './lib/first-load';
import { seguirRutas } from './lib/ruta-anterior';
import './index.css';

const router = createRouter();
seguirRutas(router);
const container = document.getElementById('root')!;

function render() {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
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
