import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { earliestBirthDate, profileSchema, type CommandAnswer, type Profile, type ProfileInput } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { ConditionsField } from './ConditionsField';
import { useSaveProfileMutation } from './profileEndpoints';
import { practiceDay } from '../shared/practice-day';

/** The form's values: every field as the inputs hold it (the date as '' when empty). */
type ProfileFormValues = Required<Omit<ProfileInput, 'dateOfBirth'>> & { dateOfBirth: string };

const fields = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'emergencyContact', 'emergencyPhone', 'medicalHistory', 'currentConditions'] as const;

export const emptyProfile: ProfileFormValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phone: '',
  emergencyContact: '',
  emergencyPhone: '',
  medicalHistory: '',
  currentConditions: [],
  // In the form model without inputs (spec 001): kept as they are.
  allergies: [],
  medications: [],
};

const valuesOf = (profile: Profile | null | undefined): ProfileFormValues =>
  profile ? { ...emptyProfile, ...profile, dateOfBirth: profile.dateOfBirth ?? '' } : emptyProfile;

/**
 * The profile of spec 001 ('Personal Information'), for setup and for Settings: react-hook-form with
 * the contracts' schema (the server validates with the same), the client's id on every save, the
 * server's field errors beside their fields.
 */
export function ProfileForm({
  profile,
  idPrefix,
  label,
  busyLabel,
  onSaved,
  onFailed,
}: {
  profile?: Profile | null;
  idPrefix: string;
  label: string;
  busyLabel: string;
  onSaved: (answer: CommandAnswer) => void;
  onFailed: (error: unknown, message: string | undefined) => void;
}) {
  const [saveProfile] = useSaveProfileMutation();
  const [ids] = useState(() => submissionIds());
  const today = practiceDay();
  const form = useForm<ProfileFormValues, unknown, Profile>({
    resolver: zodResolver(profileSchema) as unknown as Resolver<ProfileFormValues, unknown, Profile>,
    defaultValues: valuesOf(profile),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  async function save(values: Profile) {
    try {
      const answer = await saveProfile({ ...values, id: ids.idFor(values) }).unwrap();
      ids.succeeded();
      onSaved(answer);
    } catch (error) {
      showServerFieldErrors(form.setError, error, fields);
      onFailed(error, serverMessage(error));
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(save)} className="profile-form" aria-label="Personal Information" data-testid="profile-form">
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id={id('first-name')} label="First Name" required autoComplete="given-name" maxLength={100} registration={register('firstName')} error={errors.firstName?.message} />
        </div>
        <div className="column">
          <TextField id={id('last-name')} label="Last Name" required autoComplete="family-name" maxLength={100} registration={register('lastName')} error={errors.lastName?.message} />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField
            id={id('birth-date')}
            label="Date of Birth (Optional)"
            type="date"
            autoComplete="bday"
            min={earliestBirthDate}
            max={today}
            registration={register('dateOfBirth')}
            error={errors.dateOfBirth?.message}
          />
        </div>
        <div className="column">
          <TextField id={id('phone')} label="Phone Number (Optional)" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} registration={register('phone')} error={errors.phone?.message} />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id={id('emergency-contact')} label="Emergency Contact (Optional)" autoComplete="off" maxLength={100} registration={register('emergencyContact')} error={errors.emergencyContact?.message} />
        </div>
        <div className="column">
          <TextField id={id('emergency-phone')} label="Emergency Phone (Optional)" type="tel" inputMode="tel" autoComplete="off" maxLength={20} registration={register('emergencyPhone')} error={errors.emergencyPhone?.message} />
        </div>
      </div>
      <TextAreaField
        id={id('medical-history')}
        label="Medical History (Optional)"
        rows={4}
        maxLength={5000}
        placeholder="Surgeries, injuries or illnesses your therapist should know about"
        registration={register('medicalHistory')}
        error={errors.medicalHistory?.message}
      />
      <Controller
        control={control}
        name="currentConditions"
        render={({ field, fieldState }) => <ConditionsField id={id('conditions')} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="form-actions">
        <SubmitButton busy={isSubmitting} label={label} busyLabel={busyLabel} fullWidth={false} />
      </div>
    </form>
  );
}
