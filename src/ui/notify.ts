import { toast } from 'sonner';
import { toasterStore } from './toasterStore';

/** The product's browser alerts become in-app notifications with the same text, announced to screen readers. */
export const notify = {
  success: (message: string) => toasterStore.show(() => toast.success(message)),
  error: (message: string) => toasterStore.show(() => toast.error(message)),
  info: (message: string) => toasterStore.show(() => toast(message)),
};
