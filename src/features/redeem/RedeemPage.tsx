import { FileText, Gift, PartyPopper, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REDEMPTION_TIERS } from '@/domain/constants';
import { formatRedemptionDate } from '@/domain/dates';
import { formatRupees } from '@/domain/money';
import { itemParams } from '@/domain/routes';
import type { Redemption } from '@/domain/types';
import { mutationErrorMessage } from '@/data/errors';
import { insufficientPointsMessage } from '@/domain/ledger';
import { useRedeem, useRedemptionsOf } from '@/data/redemptions/hooks';
import { useCurrentUser } from '@/data/session/currentUser';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cn } from '@/ui/cn';
import { ConfirmDialog, Dialog } from '@/ui/Dialog';
import { EmptyState } from '@/ui/EmptyState';
import { LoadError } from '@/ui/LoadError';
import { notify } from '@/ui/notify';
import { PageHeader } from '@/ui/PageHeader';
import { printRedemptionReceipt } from '@/ui/receipt';
import { Spinner } from '@/ui/Spinner';
import { RedemptionStatusBadge } from '@/ui/StatusBadge';
import { TabPanel, Tabs } from '@/ui/Tabs';
import { CancelRedemptionButton } from './CancelRedemptionButton';

const POPUP_BLOCKED = 'Allow pop-ups for this site to open the receipt.';

function printReceipt(r: Redemption) {
  if (!printRedemptionReceipt(r)) notify.error(POPUP_BLOCKED);
}

function BalanceCard({ points }: { points: number }) {
  return (
    <section
      aria-label="Available points"
      className="mb-6 flex flex-col gap-2 rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-600 p-5 text-white shadow-md sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <p className="text-sm text-emerald-50">Available Points</p>
        <p className="text-4xl font-extrabold" data-testid="redeem-points">
          {points}
        </p>
      </div>
      <p className="rounded-full bg-white/20 px-4 py-1.5 text-sm font-semibold">1 Point = ₹1</p>
    </section>
  );
}

function Tiers({ points, onChoose }: { points: number; onChoose: (tier: number) => void }) {
  return (
    <section aria-labelledby="quick-redemption">
      <h2 id="quick-redemption" className="mb-1 text-lg font-semibold text-slate-900">
        Quick Redemption
      </h2>
      <p className="mb-4 text-sm text-slate-600">Choose an amount; the accounts team pays it out to you.</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {REDEMPTION_TIERS.map((tier) => {
          const enough = tier <= points;
          return (
            <li key={tier}>
              <Card compact className="flex h-full flex-col items-center gap-2 text-center">
                <p className="text-2xl font-bold text-slate-900">{formatRupees(tier)}</p>
                <p className="text-sm text-slate-600">{tier} points</p>
                {enough ? (
                  <Button
                    className="mt-auto w-full"
                    onClick={() => onChoose(tier)}
                    aria-label={`Redeem ${tier} points`}
                  >
                    Redeem
                  </Button>
                ) : (
                  <button
                    type="button"
                    aria-disabled="true"
                    aria-label={`Insufficient points for ${tier}`}
                    onClick={() => notify.error(insufficientPointsMessage(points, tier))}
                    className="mt-auto w-full cursor-not-allowed rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-600"
                  >
                    Insufficient points
                  </button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `linked`: the redemption a statement line points at (itemLinks.myRedemption), marked and scrolled to. */
function History({ linked }: { linked: string | null }) {
  const me = useCurrentUser();
  const redemptions = useRedemptionsOf(me.employeeId);
  const linkedRow = useRef<HTMLLIElement | null>(null);
  const loaded = redemptions.isSuccess;
  useEffect(() => {
    if (loaded) linkedRow.current?.scrollIntoView({ block: 'center' });
  }, [loaded, linked]);
  if (redemptions.isPending) return <Spinner label="Loading redemptions..." />;
  if (redemptions.isError) {
    return (
      <LoadError message="Your redemptions could not be loaded." onRetry={() => void redemptions.refetch()} />
    );
  }
  if (redemptions.data.length === 0) {
    return (
      <EmptyState title="No redemptions yet" hint="Your redemption requests will appear here." icon={Gift} />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {redemptions.data.map((r) => {
        const isLinked = linked !== null && (r.id === linked || r.referenceId === linked);
        return (
          <li key={r.id} ref={isLinked ? linkedRow : undefined} aria-current={isLinked ? 'true' : undefined}>
            <Card
              className={cn(
                'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
                isLinked && 'ring-2 ring-indigo-600',
              )}
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{r.referenceId}</p>
                  <RedemptionStatusBadge status={r.status} />
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {formatRupees(r.amount)} · {r.pointsRedeemed} points
                </p>
                <p className="text-xs text-slate-600">
                  Requested {formatRedemptionDate(r.requestedDate ?? r.createdAt)}
                  {r.status === 'paid' && <> · Paid on {formatRedemptionDate(r.paidDate)}</>}
                  {r.status === 'cancelled' && <> · Cancelled {formatRedemptionDate(r.cancelledDate)}</>}
                  {r.status === 'declined' && (
                    <>
                      {' '}
                      · Declined {formatRedemptionDate(r.declinedDate)}
                      {r.declineReason ? `: ${r.declineReason}` : ''}
                    </>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {r.status === 'pending' && <CancelRedemptionButton redemption={r} />}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => printReceipt(r)}
                  aria-label={`Print Receipt ${r.referenceId}`}
                >
                  <Printer aria-hidden="true" className="size-4" /> Print Receipt
                </Button>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function SuccessDialog({ redemption, onClose }: { redemption: Redemption; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Redemption Requested!">
      <div className="flex flex-col items-center gap-2 text-center">
        <PartyPopper aria-hidden="true" className="size-12 text-indigo-700" strokeWidth={1.5} />
        <p className="text-slate-700">
          Your request for <span className="font-semibold">{formatRupees(redemption.amount)}</span> has been
          sent to the accounts team.
        </p>
        <p className="text-sm text-slate-600">Reference ID</p>
        <p
          className="rounded-lg bg-emerald-50 px-4 py-2 font-mono text-lg font-bold text-emerald-900"
          data-testid="redemption-reference"
        >
          {redemption.referenceId}
        </p>
        <p className="text-sm text-slate-600">{redemption.pointsRedeemed} points redeemed</p>
        <div className="mt-3 flex w-full flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="flex-1" onClick={() => printReceipt(redemption)}>
            <FileText aria-hidden="true" className="size-4" /> Save as PDF
          </Button>
          <Button className="flex-1" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function RedeemPage() {
  const me = useCurrentUser();
  const redeem = useRedeem();
  // A statement line's link (itemLinks.myRedemption) opens the history at that redemption.
  const [params, setParams] = useSearchParams();
  const linked = params.get(itemParams.redemption);
  const [tab, setTab] = useState(linked ? 'history' : 'redeem');
  // Also while the page is open (the bell's links).
  useEffect(() => {
    if (linked) setTab('history');
  }, [linked]);
  // Choosing a tab drops the link, so that the same link opens the history again.
  const chooseTab = (value: string) => {
    setTab(value);
    if (linked)
      setParams(
        (p) => {
          p.delete(itemParams.redemption);
          return p;
        },
        { replace: true },
      );
  };
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);

  const onConfirm = async () => {
    const tier = confirming;
    if (tier === null) return;
    if (tier > me.points) {
      setConfirming(null);
      notify.error(insufficientPointsMessage(me.points, tier));
      return;
    }
    try {
      const result = await redeem.mutateAsync(tier);
      setConfirming(null);
      setDone(result);
    } catch (e) {
      setConfirming(null);
      notify.error(mutationErrorMessage(e, 'Failed to submit redemption request. Please try again.'));
    }
  };

  return (
    <div>
      <PageHeader title="Redeem Rewards" subtitle="Turn your points into cash payouts." />
      <BalanceCard points={me.points} />
      <Tabs
        value={tab}
        onValueChange={chooseTab}
        label="Redeem Rewards"
        tabs={[
          { value: 'redeem', label: 'Redeem Points' },
          { value: 'history', label: 'Previous Redemptions' },
        ]}
      >
        <TabPanel value="redeem">
          <Tiers points={me.points} onChoose={setConfirming} />
        </TabPanel>
        <TabPanel value="history">
          <History linked={linked} />
        </TabPanel>
      </Tabs>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && !redeem.isPending && setConfirming(null)}
        title="Confirm Redemption"
        message={
          confirming !== null
            ? `Redeem ${confirming} points for ${formatRupees(confirming)}? The points leave your balance now.`
            : ''
        }
        confirmLabel={redeem.isPending ? 'Submitting...' : 'Yes, Redeem'}
        busy={redeem.isPending}
        variant="success"
        onConfirm={() => void onConfirm()}
      />
      {done && (
        <SuccessDialog
          redemption={done}
          onClose={() => {
            setDone(null);
            setTab('history');
          }}
        />
      )}
    </div>
  );
}
