import { useNavigate } from 'react-router-dom';
import { paths } from '@/domain/routes';
import { Button } from '@/ui/Button';
import { DEACTIVATED_MESSAGE, useNotices } from './notices';

/** Shown while the deactivated flag is set; 'Back to Login' clears it. */
export function DeactivatedScreen() {
  const { setDeactivated } = useNotices();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-lg">
        <p className="text-4xl" aria-hidden="true">
          ⚠️
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Account Deactivated</h1>
        <p className="mt-3 text-slate-700">{DEACTIVATED_MESSAGE}</p>
        <Button
          className="mt-6 w-full"
          onClick={() => {
            setDeactivated(false);
            navigate(paths.signIn, { replace: true });
          }}
        >
          Back to Login
        </Button>
      </div>
    </main>
  );
}
