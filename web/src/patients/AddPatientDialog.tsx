import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { earliestBirthDate, patientRecordSchema, type PatientRecordInput } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { Dialog } from '../shared/ui/Dialog';
import { SubmitButton, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useAddPatientMutation } from './patientsEndpoints';
import { practiceDay } from '../shared/practice-day';

type PatientForm = Required<Omit<PatientRecordInput, 'id' | 'dateOfBirth'>> & { dateOfBirth: string };
type PatientRecordFields = Omit<PatientRecordInput, 'id'>;

/** 'Add patient': a record staff create before the person has an account (registering with the e-mail joins them). */
export function AddPatientDialog({ onClose }: { onClose: () => void }) {
  const [addPatient] = useAddPatientMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const today = practiceDay();
  const emptyForm: PatientForm = { firstName: '', lastName: '', email: '', phone: '', dateOfBirth: '', primaryCondition: '', startDate: today };
  const form = useForm<PatientForm, unknown, PatientRecordFields>({
    resolver: zodResolver(patientRecordSchema) as unknown as Resolver<PatientForm, unknown, PatientRecordFields>,
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function save(record: PatientRecordFields) {
    try {
      const answer = await addPatient({ ...record, id: ids.idFor(record) }).unwrap();
      ids.succeeded();
      notify({ title: 'Patient Added', description: answer.message ?? `${record.firstName} ${record.lastName} was added.` });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      // 409: the e-mail already has a record. The focus goes to the field that says so.
      if (hasStatus(error, 409) && message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      showServerFieldErrors(form.setError, error, Object.keys(emptyForm));
      notify({ title: 'Error', description: message ?? 'Failed to add patient', variant: 'destructive' });
    }
  }

  return (
    <Dialog title="Add Patient" subtitle={<p>They can register later with this e-mail to see their program.</p>} onClose={onClose} initialFocus="first-field" testId="add-patient-dialog">
      <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label="Add Patient">
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="patient-first-name" label="First Name" required autoComplete="off" maxLength={100} registration={register('firstName')} error={errors.firstName?.message} />
          </div>
          <div className="column">
            <TextField id="patient-last-name" label="Last Name" required autoComplete="off" maxLength={100} registration={register('lastName')} error={errors.lastName?.message} />
          </div>
        </div>
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="patient-email" label="Email" type="email" required autoComplete="off" maxLength={255} registration={register('email')} error={errors.email?.message} />
          </div>
          <div className="column">
            <TextField id="patient-phone" label="Phone" type="tel" inputMode="tel" autoComplete="off" maxLength={20} registration={register('phone')} error={errors.phone?.message} />
          </div>
        </div>
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField id="patient-birth-date" label="Date of Birth" type="date" min={earliestBirthDate} max={today} registration={register('dateOfBirth')} error={errors.dateOfBirth?.message} />
          </div>
          <div className="column">
            <TextField id="patient-start-date" label="Start Date" type="date" required registration={register('startDate')} error={errors.startDate?.message} />
          </div>
        </div>
        <TextField
          id="patient-condition"
          label="Primary Condition"
          maxLength={200}
          placeholder="e.g. Knee replacement"
          hint="Leave empty for general physical therapy."
          registration={register('primaryCondition')}
          error={errors.primaryCondition?.message}
        />
        <div className="form-actions">
          <button type="button" className="button is-light" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Add Patient" busyLabel="Adding..." fullWidth={false} />
        </div>
      </form>
    </Dialog>
  );
}
