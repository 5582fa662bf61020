import { useMutation } from '@tanstack/react-query';
import { db } from '@/firebase/firestore';
import { checkLedgerIntegrity, type IntegrityProgress } from './integrity';

/** Admins: the integrity check over every profile (src/data/ledger/integrity.ts). */
export function useLedgerIntegrityCheck() {
  return useMutation({
    mutationFn: (v: { onProgress: (p: IntegrityProgress) => void; signal: AbortSignal }) =>
      checkLedgerIntegrity(db, v.onProgress, v.signal),
  });
}
