import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Root } from './app/Root';

/**
 * Build-time only (scripts/prerender.ts): the markup of a signed-out page as the browser's first
 * render produces it (Auth still loading), so that signin.html paints the form before any
 * JavaScript has run and main.tsx hydrates it instead of replacing it.
 */
export function render(url: string): string {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return renderToString(
    <StrictMode>
      <Root Router={Router} />
    </StrictMode>,
  );
}
