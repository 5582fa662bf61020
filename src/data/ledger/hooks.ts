import { useQuery } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { keys } from '../keys';
import { listLedger } from './api';

export function useLedger(employeeId: string, enabled = true) {
  return useQuery({ queryKey: keys.ledger(employeeId), queryFn: () => listLedger(db, employeeId), enabled });
}
