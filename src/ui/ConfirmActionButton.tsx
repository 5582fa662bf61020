import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { ConfirmDialog } from './Dialog';
import { notify } from './notify';

/**
 * A button that asks first (confirmations stay dialogs), runs the action, and says how it went in a
 * notification. `errorText` turns a failure into words the user reads (never a raw Firebase message).
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
}: {
  label: ReactNode;
  ariaLabel?: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  variant?: ButtonProps['variant'];
  run: () => Promise<unknown>;
  successText: string;
  errorText: (error: unknown) => string;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
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
      />
    </>
  );
}
