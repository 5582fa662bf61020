// Must stay the first import: Firebase reads it as soon as it starts.
import './firebase/defaults';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { Root } from './app/Root';
import { reloadOnStaleChunks } from './app/staleChunks';
import { renderQueryResultsPerFrame } from './data/queryClient';
import { startSecondaryReadsWhenIdle } from './data/secondary';

reloadOnStaleChunks();
renderQueryResultsPerFrame();
startSecondaryReadsWhenIdle();

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  // signin.html arrives with the sign-in page already rendered (scripts/prerender.ts): adopt it.
  // As a transition, React renders in slices and yields to input between them.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
