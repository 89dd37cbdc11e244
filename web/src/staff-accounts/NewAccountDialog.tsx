import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffUserSchema } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { Dialog } from '../shared/ui/Dialog';
import { SelectField, SubmitButton, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useCreateStaffAccountMutation, type StaffRole } from './accountsEndpoints';
import { roleLabels } from './roles';

type AccountForm = { name: string; email: string; role: StaffRole | ''; password: string };
type Account = { name: string; email: string; role: StaffRole; password: string };

const roleOptions = (['therapist', 'admin', 'auditor'] as const).map((value) => ({ value, label: roleLabels[value] }));
const emptyForm: AccountForm = { name: '', email: '', role: '', password: '' };

/** Creates a therapist, admin or auditor account with a first password the admin passes on. */
export function NewAccountDialog({ onClose }: { onClose: () => void }) {
  const [createAccount] = useCreateStaffAccountMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const [passwordShown, setPasswordShown] = useState(false);
  const form = useForm<AccountForm, unknown, Account>({
    resolver: zodResolver(staffUserSchema) as unknown as Resolver<AccountForm, unknown, Account>,
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function save(account: Account) {
    try {
      const answer = await createAccount({ ...account, id: ids.idFor(account) }).unwrap();
      ids.succeeded();
      notify({ title: 'Account Created', description: answer.message ?? `${account.name} can now sign in.` });
      onClose();
    } catch (error) {
      showServerFieldErrors(form.setError, error, Object.keys(emptyForm));
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to create account', variant: 'destructive' });
    }
  }

  return (
    <Dialog title="Add Staff Account" subtitle={<p>Give the person this e-mail and password; they sign in on the portal login page.</p>} onClose={onClose} initialFocus="first-field" testId="new-account-dialog">
      <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label="Add Staff Account">
        <TextField id="account-name" label="Full Name" required autoComplete="off" maxLength={80} hint="As patients and colleagues will see it." registration={register('name')} error={errors.name?.message} />
        <TextField id="account-email" label="Email" type="email" required autoComplete="off" maxLength={255} registration={register('email')} error={errors.email?.message} />
        <SelectField id="account-role" label="Role" required placeholder="Select a role" options={roleOptions} registration={register('role')} error={errors.role?.message} />
        <TextField
          id="account-password"
          label="Password"
          type={passwordShown ? 'text' : 'password'}
          required
          autoComplete="new-password"
          maxLength={200}
          hint="At least 6 characters, and not a common password."
          registration={register('password')}
          error={errors.password?.message}
          addon={
            <button type="button" className="button password-toggle" aria-controls="account-password" aria-label={passwordShown ? 'Hide password' : 'Show password'} onClick={() => setPasswordShown((shown) => !shown)}>
              {passwordShown ? 'Hide' : 'Show'}
            </button>
          }
        />
        <div className="form-actions">
          <button type="button" className="button is-light" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Create Account" busyLabel="Creating account..." fullWidth={false} />
        </div>
      </form>
    </Dialog>
  );
}
