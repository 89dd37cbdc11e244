import type { FieldErrors, Resolver } from 'react-hook-form';
import { healthTipSchema, splitList, tipCategories, type HealthTip, type HealthTipInput } from '@pt/contracts';
import { tipCategoryLabel } from '../shared/tip-category';

export type TipStatus = 'published' | 'scheduled' | 'withdrawn';
export type TipFilter = TipStatus | 'all';

/** Whether patients see a tip on `today`: published from its publish date, until it is withdrawn. */
export function tipStatus(tip: Pick<HealthTip, 'isActive' | 'publishDate'>, today: string): TipStatus {
  if (!tip.isActive) return 'withdrawn';
  return tip.publishDate > today ? 'scheduled' : 'published';
}

export function countTips(tips: readonly HealthTip[], today: string): Record<TipFilter, number> {
  const counts: Record<TipFilter, number> = { all: tips.length, published: 0, scheduled: 0, withdrawn: 0 };
  for (const tip of tips) counts[tipStatus(tip, today)]++;
  return counts;
}

/** A category as a heading shows it (shared with the shared report). */
export const categoryLabel = tipCategoryLabel;
export const tipCategoryOptions = tipCategories.map((value) => ({ value, label: categoryLabel(value) }));

/** The tip form as typed: target conditions are one comma-separated line. */
export interface TipFormValues {
  title: string;
  category: HealthTipInput['category'] | '';
  content: string;
  targetConditions: string;
  publishDate: string;
}

export const tipToForm = (tip: HealthTip): TipFormValues => ({ ...tip, category: tip.category as TipFormValues['category'], targetConditions: tip.targetConditions.join(', ') });
export const formToTip = (values: TipFormValues): HealthTipInput => ({ ...values, category: values.category as HealthTipInput['category'], targetConditions: splitList(values.targetConditions) });

/** Validates with the contracts' schema (the server's), each message on the field it names. */
export const tipFormResolver: Resolver<TipFormValues, unknown, HealthTipInput> = async (values) => {
  const parsed = healthTipSchema.safeParse(formToTip(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'title')] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: errors as FieldErrors<TipFormValues> };
};
