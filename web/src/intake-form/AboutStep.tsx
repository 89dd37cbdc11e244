import { useFormContext } from 'react-hook-form';
import { intakeChoices } from '@pt/contracts';
import { SelectField, TextField } from '../shared/ui/fields';
import type { IntakeValues } from './steps';

/** Step 1: who the patient is and how to reach them. */
export function AboutStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IntakeValues>();
  return (
    <>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="intake-fullName" label="Full Name" required autoComplete="name" maxLength={100} registration={register('fullName')} error={errors.fullName?.message} />
        </div>
        <div className="column">
          <TextField id="intake-dateOfBirth" label="Date of Birth" type="date" required autoComplete="bday" registration={register('dateOfBirth')} error={errors.dateOfBirth?.message} />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="intake-patientEmail" label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={255} registration={register('patientEmail')} error={errors.patientEmail?.message} />
        </div>
        <div className="column">
          <TextField id="intake-patientPhone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} registration={register('patientPhone')} error={errors.patientPhone?.message} />
        </div>
      </div>
      <TextField
        id="intake-address"
        label="Home Address"
        hint="Where we visit you. Leave it empty if we will meet somewhere else."
        autoComplete="street-address"
        maxLength={200}
        registration={register('address')}
        error={errors.address?.message}
      />
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <SelectField id="intake-gender" label="Gender" placeholder="Choose (optional)" options={intakeChoices.gender} registration={register('gender')} error={errors.gender?.message} />
        </div>
        <div className="column">
          <SelectField id="intake-pregnant" label="Are you pregnant?" placeholder="Choose (optional)" options={intakeChoices.pregnant} registration={register('pregnant')} error={errors.pregnant?.message} />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="intake-emergencyContact" label="Emergency Contact" maxLength={100} registration={register('emergencyContact')} error={errors.emergencyContact?.message} />
        </div>
        <div className="column">
          <TextField id="intake-emergencyPhone" label="Emergency Phone" type="tel" inputMode="tel" maxLength={20} registration={register('emergencyPhone')} error={errors.emergencyPhone?.message} />
        </div>
      </div>
      <div className="columns is-variable is-3 mb-0">
        <div className="column">
          <TextField id="intake-primaryPhysician" label="Primary Physician" maxLength={100} registration={register('primaryPhysician')} error={errors.primaryPhysician?.message} />
        </div>
        <div className="column">
          <TextField id="intake-visitDate" label="First Visit Date" type="date" hint="If your first visit is already booked." registration={register('visitDate')} error={errors.visitDate?.message} />
        </div>
      </div>
    </>
  );
}
