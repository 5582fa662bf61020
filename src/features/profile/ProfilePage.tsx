import { Lock, Pencil } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { GENDERS } from '@/domain/constants';
import { formatLongDate } from '@/domain/dates';
import { ROLE_LABELS } from '@/domain/roles';
import { personalSchema, type PersonalInput } from '@/domain/schemas';
import type { UserProfile } from '@/domain/types';
import { useCurrentUser } from '@/data/session/currentUser';
import { usePersonal, useUpdateOwnProfile } from '@/data/users/hooks';
import { mutationErrorMessage } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { notify } from '@/ui/notify';
import { PageHeader } from '@/ui/PageHeader';
import { Spinner } from '@/ui/Spinner';
import { ProfileFields } from '@/ui/ProfileFields';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { MailboxChangeNotice } from './MailboxChangeNotice';
import { countOf } from '@/domain/plural';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Form values from a stored profile (the personal fields); an unknown gender is left out. */
function formValues(me: UserProfile): PersonalInput {
  return {
    number: me.number,
    gender: ((GENDERS as readonly string[]).includes(me.gender) ? me.gender : '') as PersonalInput['gender'],
    dob: me.dob,
  };
}

function ProfileSummary({ me, onChangePassword }: { me: UserProfile; onChangePassword: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 text-center lg:sticky lg:top-24">
      <span
        className="flex h-20 w-20 items-center justify-center rounded-full bg-indigo-700 text-3xl font-bold text-white"
        aria-hidden="true"
      >
        {(me.name || me.employeeId).charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <h2 className="text-xl font-bold break-words text-slate-900">{me.name || me.employeeId}</h2>
        <p className="text-sm break-all text-slate-600">{me.email}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-900">
          {ROLE_LABELS[me.userRole]}
        </span>
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
          {countOf(me.points, 'point')}
        </span>
      </div>
      <Button variant="secondary" className="mt-2 w-full" onClick={onChangePassword}>
        <Lock aria-hidden="true" className="size-4" /> Change Password
      </Button>
    </Card>
  );
}

function ProfileDetails({ me, loading, onEdit }: { me: UserProfile; loading: boolean; onEdit: () => void }) {
  // Not while the personal details are on their way: the profile document alone holds none of them.
  const incomplete = !loading && !me.number && !me.gender && !me.dob;
  return (
    <Card>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Personal Information</h2>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" /> Edit Profile
        </Button>
      </div>
      {incomplete && (
        <div className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-amber-950">
            Complete your profile by adding more information
          </p>
          <Button size="sm" onClick={onEdit} className="shrink-0">
            Add Details
          </Button>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Employee ID">{me.employeeId}</Detail>
        <Detail label="Designation">{me.designation || 'N/A'}</Detail>
        <Detail label="Departments">{me.departments.length ? me.departments.join(', ') : 'N/A'}</Detail>
        <Detail label="Phone Number">{me.number || 'N/A'}</Detail>
        <Detail label="Gender">{me.gender || 'N/A'}</Detail>
        <Detail label="Date of Birth">{formatLongDate(me.dob)}</Detail>
      </dl>
    </Card>
  );
}

function ProfileEditor({ me, onDone }: { me: UserProfile; onDone: () => void }) {
  const update = useUpdateOwnProfile();
  const form = useForm<PersonalInput>({
    resolver: zodResolver(personalSchema),
    defaultValues: formValues(me),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      notify.success('Profile updated successfully!');
      onDone();
    } catch (e) {
      notify.error(mutationErrorMessage(e, 'Failed to update profile. Please try again.'));
    }
  });

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit Profile</h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <ProfileFields
            org={{
              fullName: me.fullName || me.name,
              designation: me.designation,
              departments: me.departments,
            }}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
              Cancel Changes
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

export function ProfilePage() {
  const profile = useCurrentUser();
  // Phone, gender and date of birth live in users/{id}/private/personal (legacy profiles: on the profile).
  const personalQuery = usePersonal(profile);
  const personal = personalQuery.data;
  const me = personal ? { ...profile, ...personal } : profile;
  // Until users/{id}/private/personal has answered, `personal` is the profile's legacy fields (empty
  // for a new profile): the form takes its values once, so it opens only on the real ones.
  const personalLoading = personalQuery.isPlaceholderData;
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <div>
      <PageHeader title="Profile" subtitle="Your details as your colleagues and managers see them." />
      <MailboxChangeNotice />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <ProfileSummary me={me} onChangePassword={() => setChangingPassword(true)} />
        {editing && personalLoading ? (
          <Card>
            <Spinner label="Loading your details..." />
          </Card>
        ) : editing ? (
          <ProfileEditor me={me} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails me={me} loading={personalLoading} onEdit={() => setEditing(true)} />
        )}
      </div>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
