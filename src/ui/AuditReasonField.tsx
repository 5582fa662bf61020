import { REASON_MAX } from '@/domain/constants';
import { auditReasonSchema } from '@/domain/schemas';
import { Field, inputClass } from './Field';

/**
 * The optional 'Reason' of an admin's audited action, recorded in its audit entry: a controlled text
 * area that states its limit; `reasonError` validates it with the schema.
 */
export function AuditReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field label="Reason (optional)" error={error} limit={{ max: REASON_MAX, value }} hint="Recorded in the audit trail.">
      {(p) => <textarea {...p} rows={2} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </Field>
  );
}

/** The reason as it will be recorded, or the schema's message. */
export function parseAuditReason(value: string): { reason: string } | { error: string } {
  const parsed = auditReasonSchema.safeParse({ reason: value });
  return parsed.success ? { reason: parsed.data.reason } : { error: parsed.error.issues[0]?.message ?? 'Invalid reason' };
}
