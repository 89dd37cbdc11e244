import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type HealthTip, type HealthTipInput } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { formatDay } from '../shared/dates';
import { Dialog } from '../shared/ui/Dialog';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { useShownRevision } from '../shared/ui/useShownRevision';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { tipCategoryOptions, tipFormResolver, tipStatus, tipToForm, type TipFormValues } from './tip-status';
import { useUpdateTipMutation, useWriteTipMutation } from './tipsEndpoints';
import { practiceDay } from '../shared/practice-day';

const changedElsewhere = 'This tip was changed by someone else. The form now shows the latest version.';

/**
 * Writes a tip (`tip` null) or edits one, sent with the revision the form shows (a 412 reloads it).
 * `onSaved`: an edit was saved (the version it was made on), before the dialog closes.
 */
export function TipFormDialog({ tip, onClose, onSaved }: { tip: HealthTip | null; onClose: () => void; onSaved?: (edited: HealthTip) => void }) {
  const [writeTip] = useWriteTipMutation();
  const [updateTip] = useUpdateTipMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const today = practiceDay();
  const emptyForm: TipFormValues = { title: '', category: '', content: '', targetConditions: '', publishDate: today };
  const form = useForm<TipFormValues, unknown, HealthTipInput>({ resolver: tipFormResolver, defaultValues: tip ? tipToForm(tip) : emptyForm });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const { shown, reloadLatest } = useShownRevision(tip, (latest) => reset(tipToForm(latest)));

  /** What a tip written, or moved across today, now is for patients: scheduled for its day, or shown. */
  const writtenNotice = (title: string, publishDate: string) =>
    publishDate > today
      ? { title: 'Tip Scheduled', description: `“${title}” will be shown to patients from ${formatDay(publishDate)}.` }
      : { title: 'Tip Published', description: `“${title}” is now shown to patients.` };

  async function save(fields: HealthTipInput) {
    const publishDate = fields.publishDate ?? today;
    try {
      if (shown) {
        await updateTip({ id: shown.id, revision: shown.revision, fields }).unwrap();
        onSaved?.(shown);
        // A publish date moved across today changes what patients see: said as on writing a tip (the
        // spec has no words for it); else the tip was only saved.
        const before = tipStatus(shown, today);
        const after = tipStatus({ isActive: shown.isActive, publishDate }, today);
        notify(before === after ? { title: 'Tip Updated', description: `“${fields.title}” was saved.` } : writtenNotice(fields.title, publishDate));
      } else {
        await writeTip({ ...fields, id: ids.idFor(fields) }).unwrap();
        ids.succeeded();
        notify(writtenNotice(fields.title, publishDate));
      }
      onClose();
    } catch (error) {
      if (shown && hasStatus(error, 412)) {
        reloadLatest();
        notify({ title: 'Error', description: changedElsewhere, variant: 'destructive' });
        return;
      }
      showServerFieldErrors(form.setError, error, Object.keys(emptyForm));
      notify({ title: 'Error', description: serverMessage(error) ?? (shown ? 'Failed to update tip' : 'Failed to publish tip'), variant: 'destructive' });
    }
  }

  const title = shown ? 'Edit Health Tip' : 'Write a Health Tip';
  return (
    <Dialog title={title} onClose={onClose} initialFocus="first-field" testId="tip-form-dialog">
      <form method="post" noValidate onSubmit={handleSubmit(save)} aria-label={title}>
        <TextField id="tip-title" label="Title" required maxLength={200} registration={register('title')} error={errors.title?.message} />
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <SelectField id="tip-category" label="Category" required placeholder="Select a category" options={tipCategoryOptions} registration={register('category')} error={errors.category?.message} />
          </div>
          <div className="column">
            <TextField id="tip-publish-date" label="Publish Date" type="date" required hint="Patients see it from this day." registration={register('publishDate')} error={errors.publishDate?.message} />
          </div>
        </div>
        <TextAreaField id="tip-content" label="Content" required rows={6} maxLength={5000} registration={register('content')} error={errors.content?.message} />
        <TextField
          id="tip-conditions"
          label="Target Conditions"
          hint="Separate entries with commas. Patients with these conditions see the tip first."
          registration={register('targetConditions')}
          error={errors.targetConditions?.message}
        />
        <div className="form-actions">
          <button type="button" className="button is-light" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label={shown ? 'Save Changes' : 'Publish Tip'} busyLabel="Saving..." fullWidth={false} />
        </div>
      </form>
    </Dialog>
  );
}
