import { Spinner } from './Spinner';

/** The heading of a page whose own title has not loaded yet (screen readers only). */
export const LOADING_PAGE_HEADING = 'ICS Rewards';

/**
 * A whole page that is loading: the spinner with its text, under the app's name as the page's one h1
 * (for screen readers only), so a loading page has its heading like any other (axe:
 * page-has-heading-one); the page's own h1 replaces it once it has loaded.
 * `framed`: shown outside the signed-in frame (before the profile, while signing out), so it is the
 * page's main landmark itself.
 */
export function PageLoading({ label, framed = false }: { label: string; framed?: boolean }) {
  const content = (
    <>
      <h1 className="sr-only">{LOADING_PAGE_HEADING}</h1>
      <Spinner label={label} />
    </>
  );
  return framed ? (
    <main id="main" className="min-h-screen">
      {content}
    </main>
  ) : (
    content
  );
}
