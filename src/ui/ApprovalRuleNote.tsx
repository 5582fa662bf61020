import { Users, Zap } from 'lucide-react';
import { approvalRuleNote, type ApprovalRule } from '@/domain/approvalRules';

/** Which approval rule applies ('Approved at once', 'Needs two approvals'); nothing for a single approval. */
export function ApprovalRuleNote({ rule }: { rule: ApprovalRule }) {
  const text = approvalRuleNote(rule);
  if (!text) return null;
  const Icon = rule === 'auto' ? Zap : Users;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
    </span>
  );
}
