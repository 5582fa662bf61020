import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NoticesProvider } from '@/app/notices';
import { CurrentUserProvider } from '@/data/session/currentUser';
import { profileKeys } from '@/data/session/queries';
import type { UserProfile } from '@/domain/types';
import { makeProfile } from './factories';

/** React Query for tests: no retries, nothing collected while a test runs. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders a signed-in screen with fresh React Query, router and current user.
 * Mock the src/data/<collection>/api modules (vi.mock) to give the screen its data.
 */
export function renderScreen(
  ui: ReactElement,
  {
    profile = makeProfile(),
    route = '/',
    path = '*',
    extraRoutes = [],
    queryClient = testQueryClient(),
  }: {
    profile?: UserProfile;
    route?: string | { pathname: string; state?: unknown };
    path?: string;
    extraRoutes?: { path: string; element: ReactElement }[];
    /** To fill the cache before the screen renders (the default is a fresh testQueryClient). */
    queryClient?: QueryClient;
  } = {},
): RenderResult & { queryClient: QueryClient } {
  queryClient.setQueryData(profileKeys.of(profile.uid), profile);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <NoticesProvider>
        <CurrentUserProvider value={profile}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              {extraRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
          </MemoryRouter>
        </CurrentUserProvider>
      </NoticesProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
