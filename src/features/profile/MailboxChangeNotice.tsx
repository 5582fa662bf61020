import { useEffect } from 'react';
import { mutationErrorMessage } from '@/data/errors';
import { useMailboxChange } from '@/data/roster/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { notify } from '@/ui/notify';

/**
 * An admin moved the signed-in employee to another mailbox (docs/product.md#a-mailbox-change): until
 * they prove they own it, the account keeps the old one. The notice sends the confirmation link; once
 * the session's verified mailbox is the new one, the profile takes it.
 */
export function MailboxChangeNotice() {
  const me = useCurrentUser();
  const { newMailbox, confirmed, confirm, send } = useMailboxChange();
  const { mutate, isIdle } = confirm;
  useEffect(() => {
    if (newMailbox && confirmed && isIdle) mutate(newMailbox);
  }, [newMailbox, confirmed, isIdle, mutate]);
  if (!newMailbox) return null;
  if (confirmed)
    return (
      <Card className="mb-6" role="status">
        <p className="text-sm text-slate-800">
          {confirm.isError
            ? mutationErrorMessage(confirm.error, 'Could not update your mailbox. Please reload the page.')
            : `Your mailbox is now ${newMailbox}.`}
        </p>
      </Card>
    );
  const sendLink = async () => {
    try {
      await send.mutateAsync(newMailbox);
      notify.success(`Confirmation link sent to ${newMailbox}.`);
    } catch (e) {
      notify.error(mutationErrorMessage(e, 'Could not send the confirmation link. Please try again.'));
    }
  };
  return (
    <Card className="mb-6 flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">Your mailbox is changing</h2>
      <p className="text-sm text-slate-800">
        An admin changed your mailbox to <strong className="break-all">{newMailbox}</strong>. You still sign in
        with <span className="break-all">{me.email}</span> until you confirm the new one: we send a link to{' '}
        <span className="break-all">{newMailbox}</span>; open it, then sign in with the new address.
      </p>
      <div>
        <Button onClick={() => void sendLink()} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </div>
    </Card>
  );
}
