import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffNameChangeSchema, type StaffAccount } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { Dialog } from '../shared/ui/Dialog';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useRenameStaffAccountMutation } from './accountsEndpoints';

type NameForm = { name: string };

/** An admin names a staff account (one made before names, or a name that changed). */
export function RenameAccountDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const [rename] = useRenameStaffAccountMutation();
  const notify = useNotice();
  const form = useForm<NameForm>({
    resolver: zodResolver(staffNameChangeSchema) as unknown as Resolver<NameForm>,
    defaultValues: { name: account.name ?? '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function save({ name }: NameForm) {
    try {
      await rename({ account, name }).unwrap();
      notify({ title: 'Name Saved', description: `${account.email} now shows as ${name}.` });
      onClose();
    } catch (error) {
      showServerFieldErrors(form.setError, error, ['name']);
      const description = hasStatus(error, 412)
        ? 'This account was changed by someone else. The list now shows the latest version.'
        : (serverMessage(error) ?? 'Failed to save the name');
      notify({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <Dialog title="Staff Member's Name" subtitle={<p>{account.email}</p>} onClose={onClose} initialFocus="first-field" testId="rename-account-dialog">
      <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label="Staff Member's Name">
        <TextField id="rename-account-name" label="Full Name" required autoComplete="off" maxLength={80} hint="As patients and colleagues will see it." registration={register('name')} error={errors.name?.message} />
        <div className="form-actions">
          <button type="button" className="button is-light" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Save Name" busyLabel="Saving..." fullWidth={false} />
        </div>
      </form>
    </Dialog>
  );
}
