import type { DocumentSnapshot, Firestore } from 'firebase/firestore/lite';
import { EMPLOYEE_DETAIL_PAGE } from '@/domain/constants';
import type { Redemption } from '@/domain/types';
import { toRedemption } from '../schema/redemptions';
import { fetchPage, type Page } from '../paging';
import { refs } from '../refs';

/**
 * One page of an employee's redemptions for their detail page, newest first, continued after
 * `cursor`: EMPLOYEE_DETAIL_PAGE reads at most, whatever their history ('Load more' reads the next).
 */
export function listRedemptionsOfPage(
  db: Firestore,
  employeeId: string,
  cursor: DocumentSnapshot | null,
): Promise<Page<Redemption>> {
  return fetchPage(
    (d) => refs.redemptions(d, employeeId),
    db,
    [],
    cursor,
    EMPLOYEE_DETAIL_PAGE,
    'employee redemptions page',
    (s) => toRedemption(s.ref.path, s.id, s.data()),
  );
}
