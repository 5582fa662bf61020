import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

const container = document.getElementById('root');

if (container) {
  const root = createRoot(container);
  // Root imports the Firebase wiring, which validates the configuration on load; a bad
  // configuration shows the spec's message instead of a blank page.
  import('./app/Root')
    .then(({ Root }) =>
      root.render(
        <StrictMode>
          <Root />
        </StrictMode>,
      ),
    )
    .catch((error: unknown) => {
      console.error(error);
      root.render(
        <main className="mx-auto max-w-lg p-8 text-center">
          <h1 className="text-xl font-bold text-red-800">Authentication service is not initialized</h1>
          <p className="mt-2 text-slate-700">Please check the Firebase configuration.</p>
          <p className="mt-2 text-sm text-slate-600">{error instanceof Error ? error.message : String(error)}</p>
        </main>,
      );
    });
}
