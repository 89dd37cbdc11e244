import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { intakeFormSchema, intakeStepFields, intakeStepSchemas, type IntakeFormData } from '@pt/contracts';
import type { IntakeValues, StepId } from './steps';

/*
 * The intake form's validation: zod and the schemas of @pt/contracts. Not in the page's first load
 * (useIntakeForm imports it when the patient first uses the form, or when it first validates).
 */

/** The resolver of a step: its own schema, or the whole form's on the last step (the review). */
export function resolverFor(step: StepId): Resolver<IntakeValues, unknown, IntakeFormData> {
  const schema = step === 'review' ? intakeFormSchema : intakeStepSchemas[step];
  return zodResolver(schema) as unknown as Resolver<IntakeValues, unknown, IntakeFormData>;
}

export { intakeStepFields };
