import { useId } from 'react';
import type { LeaderboardVisibility } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { LoadFailure } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { useLeaderboardPreferenceQuery, useOwnLeaderboardNameQuery, useSetLeaderboardPreferenceMutation } from './rewardsEndpoints';
import './rewards.scss';

type Name = { firstName: string; lastName: string };

/** Each choice with how it shows the patient's own name (never another patient's), as the leaderboard writes it. */
export function privacyChoices(name: Name | null | undefined): { value: LeaderboardVisibility; label: string; hint: string }[] {
  const first = name?.firstName.trim() ?? '';
  const initial = name?.lastName.trim().charAt(0).toUpperCase() ?? '';
  const shown = (text: string) => `You appear as “${text}”`;
  return [
    { value: 'name', label: 'First name and last initial', hint: first ? shown(`${first}${initial ? ` ${initial}.` : ''}`) : 'Your first name and the first letter of your last name.' },
    { value: 'initials', label: 'Initials only', hint: first ? shown(`${first.charAt(0).toUpperCase()}.${initial ? ` ${initial}.` : ''}`) : 'The first letters of your names.' },
    { value: 'hidden', label: 'Not at all', hint: 'Your points still count for you; others do not see you.' },
  ];
}

/**
 * How the signed-in patient appears on the weekly leaderboard (DECISIONS.md: first name and last
 * initial, initials only, or not at all). Saved as soon as it is chosen. Exported for Settings.
 */
export function LeaderboardPrivacy({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const id = useId();
  const preference = useLeaderboardPreferenceQuery();
  const [save, saving] = useSetLeaderboardPreferenceMutation();
  const { data: name } = useOwnLeaderboardNameQuery();
  const choices = privacyChoices(name);
  const notify = useNotice();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  // The cached choice is updated as soon as one is made (rewardsEndpoints).
  const current = preference.data;

  async function choose(value: LeaderboardVisibility) {
    try {
      await save(value).unwrap();
      notify({ title: 'Preference Saved', description: 'Your leaderboard choice was saved.' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to save your leaderboard choice', variant: 'destructive' });
    }
  }

  return (
    // The choices wait while one is saved or none is read yet; the group itself stays enabled, so that
    // its failure's Try again can be pressed.
    <fieldset className="leaderboard-privacy" data-testid="leaderboard-privacy" aria-describedby={`${id}-hint`} aria-busy={saving.isLoading || undefined}>
      <legend>
        <Heading className="title is-6">How you appear</Heading>
      </legend>
      <p className="help-text" id={`${id}-hint`}>
        The leaderboard never shows more than your first name and last initial.
      </p>
      {preference.error ? (
        <LoadFailure what="Your leaderboard choice" error={preference.error} retrying={preference.isFetching} onRetry={() => void preference.refetch()} />
      ) : (
        <div className="privacy-choices">
          {choices.map((choice) => (
            <label key={choice.value} className="radio privacy-choice">
              <input type="radio" name={`${id}-visibility`} value={choice.value} checked={current === choice.value} disabled={saving.isLoading || !current} onChange={() => void choose(choice.value)} />
              <span>
                <span className="privacy-label">{choice.label}</span>
                <span className="privacy-hint">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
