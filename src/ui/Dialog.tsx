import { X } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from './cn';
import { StillSaving } from './StillSaving';

/**
 * Modal dialog: Radix traps focus, closes on Escape and on the overlay, and locks page scroll
 * while open. Radix returns focus to a Radix Trigger only; the app opens dialogs from state, so
 * the element that had focus when the dialog opened (the button that opened it) is remembered
 * and focused again when it closes, if it is still on the page.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  hideClose = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** max-w-2xl instead of max-w-lg (a list beside its chart) */
  wide?: boolean;
  hideClose?: boolean;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          // Runs before Radix moves focus inside, so the active element is still the opener.
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
            wide ? 'max-w-2xl' : 'max-w-lg',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {!hideClose && (
              <RadixDialog.Close
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label="Close dialog"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A yes/no confirmation (confirmations stay dialogs; docs/product.md#texts). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'primary',
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  variant?: 'primary' | 'danger' | 'success';
  busy?: boolean;
  children?: ReactNode;
}) {
  const confirmClass =
    variant === 'danger'
      ? 'bg-red-700 hover:bg-red-800'
      : variant === 'success'
        ? 'bg-emerald-700 hover:bg-emerald-800'
        : 'bg-indigo-700 hover:bg-indigo-800';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <RadixDialog.Close className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          {cancelLabel}
        </RadixDialog.Close>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={cn(
            'rounded-lg px-4 py-2 text-sm font-medium text-white disabled:opacity-60',
            confirmClass,
          )}
        >
          {confirmLabel}
        </button>
      </div>
      <StillSaving saving={busy} />
    </Dialog>
  );
}
