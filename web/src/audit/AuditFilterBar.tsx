import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { auditEventTypes } from '@pt/contracts';
import { SelectField, TextField } from '../shared/ui/fields';
import { filterKeys, formFromFilters, isFiltered, parseFilterForm, type AuditFilters, type FilterForm, type FilterKey } from './audit-filters';
import { typeLabel } from './audit-format';

const typeOptions = auditEventTypes.map((type) => ({ value: type, label: typeLabel(type) }));
/** Changes, or the readings (of patients' records and intake forms by staff, of this history by auditors: ADR 18, 28, 29), or both (the placeholder). */
const showOptions = [
  { value: 'changes', label: 'Changes' },
  { value: 'readings', label: 'Readings' },
];

/** The type options, with the address's type when it is none of them (the server says why it refuses it). */
const typeOptionsWith = (type: string | undefined) =>
  type && !typeOptions.some((option) => option.value === type) ? [...typeOptions, { value: type, label: `${type} (not an event type)` }] : typeOptions;

/** Validates with the server's rules (auditQuerySchema), each message on its field. */
const filterResolver: Resolver<FilterForm, unknown, AuditFilters> = async (values) => {
  const parsed = parseFilterForm(values);
  if (parsed.filters) return { values: parsed.filters, errors: {} };
  const errors = Object.fromEntries(Object.entries(parsed.errors).map(([key, message]) => [key, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<FilterForm> };
};

/**
 * The history's filters: event type, stream, actor, correlation id, and changes or readings. Apply puts them in the
 * address (a step of the browser's history, so Back returns to the previous view); Clear removes them.
 * `refused`: the server's messages for filters it refused.
 */
export function AuditFilterBar({
  filters,
  refused,
  onApply,
  onClear,
}: {
  filters: AuditFilters;
  refused: Partial<Record<FilterKey, string>>;
  onApply: (filters: AuditFilters) => void;
  onClear: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FilterForm, unknown, AuditFilters>({ resolver: filterResolver, defaultValues: formFromFilters(filters) });

  // On a phone the fields fold away behind one button, so the events come first.
  const refusedText = JSON.stringify(refused);
  const [expanded, setExpanded] = useState(refusedText !== '{}');
  const active = filterKeys.filter((key) => !!filters[key]).length;
  useEffect(() => {
    const messages = Object.entries(JSON.parse(refusedText) as Record<string, string>);
    for (const [key, message] of messages) setError(key as FilterKey, { type: 'server', message });
    if (messages.length) setExpanded(true);
  }, [refusedText, setError]);

  return (
    <form method="post" className={`audit-filters box${expanded ? ' is-expanded' : ''}`} role="search" aria-label="Filter the event history" noValidate onSubmit={handleSubmit(onApply)}>
      <button type="button" className="button is-light is-fullwidth audit-filter-toggle" aria-expanded={expanded} aria-controls="audit-filter-body" onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Hide filters' : active ? `Filters (${active} in use)` : 'Filter the history'}
      </button>
      <div className="audit-filter-body" id="audit-filter-body">
        <div className="audit-filter-fields">
          <SelectField id="audit-type" label="Event type" placeholder="All types" options={typeOptionsWith(filters.type)} registration={register('type')} error={errors.type?.message} />
          <TextField id="audit-stream" label="Stream" placeholder="e.g. patient-…" maxLength={200} registration={register('stream')} error={errors.stream?.message} />
          <TextField id="audit-actor" label="Actor" placeholder="Name, e-mail, user id or anonymous" maxLength={100} registration={register('actor')} error={errors.actor?.message} />
          <TextField id="audit-correlation" label="Correlation id" maxLength={100} registration={register('correlation')} error={errors.correlation?.message} />
          <SelectField id="audit-show" label="Show" placeholder="All events" options={showOptions} registration={register('show')} error={errors.show?.message} />
        </div>
        <div className="audit-filter-actions">
          <button
            type="button"
            className="button is-light"
            onClick={() => {
              reset(formFromFilters({}));
              if (isFiltered(filters)) onClear();
            }}
          >
            Clear
          </button>
          <button type="submit" className="button is-primary">
            Apply
          </button>
        </div>
      </div>
    </form>
  );
}
