/**
 * A reviewer's signature as screens show it (docs/product.md#claims): 'Name (ID)'. Legacy reviews without
 * an id show the name alone; null when there is neither.
 */
export function signatureLabel(name: string | null, id: string | null): string | null {
  if (name && id) return `${name} (${id})`;
  return name || id || null;
}
