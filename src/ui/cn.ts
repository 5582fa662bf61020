import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not merge conflicting Tailwind utilities: a component's
 * variants are props (Card `compact`, Dialog `wide`), and a caller's extra classes never restate
 * one the component sets. (tailwind-merge did that merging, at the price of a large first call on
 * every signed-in start.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
