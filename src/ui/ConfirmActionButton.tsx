import { useState, type ReactNode } from 'react';
import { AuditReasonField, parseAuditReason } from './AuditReasonField';
import { Button, type ButtonProps } from './Button';
import { ConfirmDialog } from './Dialog';
import { notify } from './notify';

/**
 * A button that asks first (confirmations stay dialogs), runs the action, and says how it went in a
 * notification. `errorText` turns a failure into words the user reads (never a raw Firebase message).
 * With `askReason` (an admin's audited action) the dialog also asks for an optional reason, which
 * `run` receives for the audit entry.
 */
export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  variant = 'secondary',
  run,
  successText,
  errorText,
  onDone,
  askReason = false,
}: {
  label: ReactNode;
  ariaLabel?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  variant?: ButtonProps['variant'];
  run: (reason: string) => Promise<unknown>;
  successText: string;
  errorText: (error: unknown) => string;
  onDone?: () => void;
  askReason?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const confirm = async () => {
    const parsed = parseAuditReason(askReason ? reason : '');
    if ('error' in parsed) {
      setReasonError(parsed.error);
      return;
    }
    setReasonError(undefined);
    setBusy(true);
    try {
      await run(parsed.reason);
      setReason('');
      notify.success(successText);
      setOpen(false);
      onDone?.();
    } catch (error) {
      notify.error(errorText(error));
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant={variant} size="sm" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => !busy && setOpen(o)}
        title={title}
        message={message}
        confirmLabel={busy ? busyLabel : confirmLabel}
        cancelLabel={cancelLabel}
        busy={busy}
        variant="danger"
        onConfirm={() => void confirm()}
      >
        {askReason && <AuditReasonField value={reason} onChange={setReason} error={reasonError} />}
      </ConfirmDialog>
    </>
  );
}
