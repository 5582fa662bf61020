import type { DocumentSnapshot, Firestore } from 'firebase/firestore/lite';
import { EMPLOYEE_DETAIL_PAGE } from '@/domain/constants';
import type { Claim } from '@/domain/types';
import { toClaim } from '../schema/claims';
import { fetchPage, type Page } from '../paging';
import { refs } from '../refs';

/**
 * One page of an employee's claims for their detail page, newest first, continued after `cursor`:
 * EMPLOYEE_DETAIL_PAGE reads at most, whatever their history ('Load more' reads the next).
 */
export function listClaimsOfPage(
  db: Firestore,
  employeeId: string,
  cursor: DocumentSnapshot | null,
): Promise<Page<Claim>> {
  return fetchPage(
    (d) => refs.claims(d, employeeId),
    db,
    [],
    cursor,
    EMPLOYEE_DETAIL_PAGE,
    'employee claims page',
    (s) => toClaim(s.ref.path, s.id, s.data()),
  );
}
