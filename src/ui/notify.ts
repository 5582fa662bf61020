import { toast } from 'sonner';

/** The spec's browser alerts become in-app notifications with the same text, announced to screen readers. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
};
