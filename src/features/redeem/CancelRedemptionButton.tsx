import { mutationErrorMessage } from '@/data/errors';
import { useCancelRedemption } from '@/data/redemptions/hooks';
import type { Redemption } from '@/domain/types';
import { ConfirmActionButton } from '@/ui/ConfirmActionButton';
import { countOf } from '@/domain/plural';

/** The owner cancels their own pending redemption; the points come back in the same transaction. */
export function CancelRedemptionButton({ redemption }: { redemption: Redemption }) {
  const cancel = useCancelRedemption();
  const points = redemption.pointsRedeemed;
  return (
    <ConfirmActionButton
      label="Cancel Request"
      ariaLabel={`Cancel Request ${redemption.referenceId}`}
      title="Cancel Redemption"
      message={`Cancel ${redemption.referenceId}? ${countOf(points, 'point')} ${points === 1 ? 'goes' : 'go'} back to your balance.`}
      confirmLabel="Yes, Cancel It"
      busyLabel="Cancelling..."
      cancelLabel="Keep It"
      run={() => cancel.mutateAsync(redemption.id)}
      successText={`Redemption cancelled. ${countOf(points, 'point')} ${points === 1 ? 'is' : 'are'} back in your balance.`}
      errorText={(e) => mutationErrorMessage(e, 'Failed to cancel the redemption. Please try again.')}
    />
  );
}
