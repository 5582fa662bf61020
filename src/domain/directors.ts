/**
 * Directors (designation 'Director', any case, surrounding spaces ignored) are left out of the
 * directory, the productivity overview and its graph (docs/product.md#roles). firestore.rules
 * checks a report's `director` flag with the same test (`canFileReport`).
 */
export function isDirector(u: { designation: string }): boolean {
  return u.designation.trim().toLowerCase() === 'director';
}
