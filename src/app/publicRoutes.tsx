import type { ComponentType } from 'react';
import { publicPaths } from '@/domain/routes';
import { SignInPage } from '@/features/auth/SignInPage';
import { preloadable } from './preloadable';

/**
 * The signed-out part of the route table (src/app/routes.tsx holds the signed-in part). Kept in a
 * module of its own because it is in the sign-in route's first download, which the signed-in
 * table (its pages' loaders, icons and data prefetch) is not.
 */
export type PublicRouteKey = keyof typeof publicPaths;

export interface PublicPageProps {
  /** Called when a sign-in starts, to fetch the signed-in code meanwhile. */
  onSignInStart?: () => void;
}

/** Sign-in is in the first download (and prerendered into signin.html); the others load lazily. */
export const publicRoutes: Record<PublicRouteKey, ComponentType<PublicPageProps>> = {
  signIn: SignInPage,
  signUp: preloadable(() => import('@/features/auth/SignUpPage').then((m) => m.SignUpPage)),
  forgotPassword: preloadable(() =>
    import('@/features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
};

export const PUBLIC_ROUTE_KEYS = Object.keys(publicRoutes) as PublicRouteKey[];

export const PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTE_KEYS.map((key) => publicPaths[key]);
