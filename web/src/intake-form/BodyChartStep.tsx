import { Controller, useFormContext } from 'react-hook-form';
import type { IntakeValues } from './steps';
import { BodyAreaPicker } from './BodyAreaPicker';

/** Step 4: the body chart, stored as the form's anatomy data. */
export function BodyChartStep() {
  const { control } = useFormContext<IntakeValues>();
  return (
    <Controller
      control={control}
      name="anatomyData"
      render={({ field, fieldState }) => <BodyAreaPicker marks={field.value ?? {}} onChange={field.onChange} error={fieldState.error?.message} />}
    />
  );
}
