import { useWithdrawClaim } from '@/data/claims/hooks';
import { mutationErrorMessage } from '@/data/errors';
import type { Claim } from '@/domain/types';
import { ConfirmActionButton } from '@/ui/ConfirmActionButton';

/** The owner withdraws their own pending claim (status `withdrawn`; nobody reviews it any more). */
export function WithdrawClaimButton({ claim, onDone }: { claim: Claim; onDone?: () => void }) {
  const withdraw = useWithdrawClaim();
  return (
    <ConfirmActionButton
      label="Withdraw Claim"
      title="Withdraw Claim"
      message={`Withdraw claim ${claim.referenceId}? It will no longer be reviewed and cannot be reopened.`}
      confirmLabel="Yes, Withdraw"
      busyLabel="Withdrawing..."
      cancelLabel="Keep It"
      run={() => withdraw.mutateAsync(claim.id)}
      successText={`Claim ${claim.referenceId} withdrawn.`}
      errorText={(e) => mutationErrorMessage(e, 'Failed to withdraw the claim. Please try again.')}
      onDone={onDone}
    />
  );
}
