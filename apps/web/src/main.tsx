import './styles/first-screen.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { activateLanguage, preferredLanguage } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so a phone stays responsive while the page builds
// (Lighthouse's total blocking time; decision 015).
const render = () =>
  startTransition(() => {
    createRoot(root, {
      // A render that threw and recovered is logged with its cause, so a journey that sees one can say why.
      onRecoverableError: (error) => console.error(error, error instanceof Error ? error.cause : undefined),
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// The visitor's language (docs/product.md#languages): English renders at once; another waits for its catalog, so
// the first screen never shows in one language and then another. A catalog that failed to load
// leaves the page in English.
const language = preferredLanguage();
if (language === 'en') render();
else activateLanguage(language, { remember: false }).then(render, render);

// The service worker (decision 027) registers once the page has loaded and the browser is idle: its
// module and Workbox's window library are fetched then, never ahead of the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    // A deploy may have removed this chunk, or the network gone: the page works on without the worker.
    import('./service-worker.tsx').then((module) => module.registerServiceWorker()).catch(() => {});
  };
  // A page that keeps the main thread busy still registers within a few seconds.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
