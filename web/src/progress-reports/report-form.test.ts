import { describe, expect, it } from 'vitest';
import { progressReportSchema } from '@pt/contracts';
import { emptyReport, optionalScore, requiredCount } from './report-form';

const messages = (values: unknown) => {
  const result = progressReportSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the create-report form against the contracts schema', () => {
  it('an untouched form asks for the patient, the title and each list, with the spec words', () => {
    expect(messages(emptyReport(null))).toEqual({
      patientId: 'Patient is required',
      reportTitle: 'Report title is required',
      treatmentGoals: 'At least one treatment goal is required',
      functionalImprovements: 'At least one improvement is required',
      nextGoals: 'At least one next goal is required',
    });
  });

  it('a filled form passes, with the defaults of the spec', () => {
    const values = {
      ...emptyReport('7e0c1a52-3a51-4c36-9d7e-4f0d8b3a2c11'),
      reportTitle: '6-Week Progress',
      treatmentGoals: ['Walk 20 minutes'],
      functionalImprovements: ['Climbs stairs'],
      nextGoals: ['Return to tennis'],
    };
    const parsed = progressReportSchema.parse(values);
    expect(parsed).toMatchObject({ sessionsCompleted: 0, totalSessions: 12, isPublic: false, painLevel: null });
    expect(parsed.reportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an emptied score is no score; an emptied count is refused with its message', () => {
    expect(optionalScore('')).toBeNull();
    expect(optionalScore('7')).toBe(7);
    const base = emptyReport(null);
    expect(messages({ ...base, sessionsCompleted: requiredCount('') }).sessionsCompleted).toBe('Sessions completed must be 0 or more');
    expect(messages({ ...base, totalSessions: requiredCount('0') }).totalSessions).toBe('Total sessions must be at least 1');
    expect(messages({ ...base, painLevel: optionalScore('11') }).painLevel).toBe('Pain level must be from 1 to 10');
  });

  it('refuses a report date in the future', () => {
    expect(messages({ ...emptyReport(null), reportDate: '2999-01-01' }).reportDate).toBe('The report date cannot be in the future');
  });
});
