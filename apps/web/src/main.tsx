import './styles/first-screen.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so a phone stays responsive while the page builds
// (Lighthouse's total blocking time; issue 16).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
