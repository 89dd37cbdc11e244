import { useRef, useState } from 'react';
import { exerciseCategoryLabels, type Exercise } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { useStaffAccess } from '../shared/session/staff-access';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useFocusAfterChange, type ListRead } from '../shared/ui/useFocusAfterChange';
import { ExerciseRow } from './ExerciseRow';
import { ExerciseFormDialog } from './ExerciseFormDialog';
import { categoryOptions } from './exercise-form';
import { useDeleteExerciseMutation, useExerciseLibraryQuery, useSeedExercisesMutation } from './libraryEndpoints';
import { filterLibrary, libraryPageSize, pageOfLibrary, type CategoryFilter } from './library-filter';
import '../shared/ui/staff-panel.scss';
import './library.scss';

/** The editing dialog: a new exercise (`first`: opened from the empty library), or the id of the one being edited (its latest version is passed in). */
type Editing = { kind: 'new'; first?: boolean } | { kind: 'edit'; id: string } | null;

/**
 * Where the focus goes once the control it was on has gone with what it acted on (else it falls to
 * the page's body, and the next Tab starts from the top): a deleted exercise's row hands it to the
 * row now in its place (the next, else the one before, else the list's heading), and so does an
 * exercise edited out of the rows shown (a category changed under that category's filter: the Edit
 * button the closing dialog gave the focus back to left with it); the empty library's
 * Seed and Add Exercise buttons, replaced by the list, hand it to the list's Add Exercise button.
 */
function useRefocus(exercises: readonly Exercise[], visible: readonly Exercise[], read: ListRead, dialogOpen: boolean) {
  const title = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const handOff = useFocusAfterChange({
    items: exercises,
    shown: visible.map((exercise) => exercise.id),
    read,
    focusOf: (id) => toggles.current.get(id) ?? null,
    fallback: () => title.current,
    // An edited exercise still shown keeps the focus on its row (a deleted one is no longer there).
    ownItemFirst: true,
    dialogOpen,
  });
  return {
    title,
    addButton,
    toggleOf: (id: string) => (element: HTMLButtonElement | null) => {
      if (element) toggles.current.set(id, element);
      else toggles.current.delete(id);
    },
    /** Deleted: once the list has let it go. */
    onDeleted: (id: string) => handOff.expect({ id, landed: (now) => !now.some((exercise) => exercise.id === id) }),
    /** An edit saved (on this version): the row, should it leave the rows shown, hands the focus on as a deleted one does. */
    onEdited: (edited: Exercise) =>
      handOff.expect({ id: edited.id, landed: (now) => !now.some((exercise) => exercise.id === edited.id && exercise.revision <= edited.revision) }),
    /** The empty library filled (seeded, or its first exercise saved): once the list has come in its place. */
    onFilled: () => handOff.expect({ landed: (now) => now.length > 0, to: () => addButton.current ?? title.current }),
  };
}

/**
 * The Exercise Library tab: compact rows a page at a time, found by category and search, each opened
 * for its details; therapists and admins also add, edit, delete and seed.
 */
export function ExerciseLibraryPanel() {
  const { canWrite } = useStaffAccess();
  const read = useExerciseLibraryQuery();
  const { data: library, isLoading, isError, error, refetch, isFetching } = read;
  const failed = useFailed(isError, error);
  const [seedExercises, seeding] = useSeedExercisesMutation();
  const [deleteExercise, deleting] = useDeleteExerciseMutation();
  const notify = useNotice();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Exercise | null>(null);
  const [limit, setLimit] = useState(libraryPageSize);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // An exercise just saved stays on screen, opened, wherever the page ends.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());

  const exercises = library ?? [];
  const shown = filterLibrary(exercises, category, search);
  const { visible, remaining } = pageOfLibrary(shown, limit, revealed);
  const toggle = (id: string) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const reveal = (id: string) => {
    setRevealed((ids) => new Set(ids).add(id));
    setExpanded((ids) => new Set(ids).add(id));
  };
  const filterBy = (change: () => void) => {
    change();
    setLimit(libraryPageSize);
  };
  const edited = editing?.kind === 'edit' ? (exercises.find((e) => e.id === editing.id) ?? null) : null;
  const refocus = useRefocus(exercises, visible, read, editing !== null || toDelete !== null);

  async function seed() {
    try {
      const answer = await seedExercises().unwrap();
      refocus.onFilled();
      notify({ title: answer.message, description: `${answer.created} exercises were added to the library.` });
    } catch (failure) {
      notify({ title: 'Error', description: serverMessage(failure) ?? 'Failed to seed exercise database', variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteExercise({ id: toDelete.id, revision: toDelete.revision }).unwrap();
      refocus.onDeleted(toDelete.id);
      notify({ title: 'Exercise Deleted', description: `${toDelete.name} was removed from the library. Programs that have it keep it.` });
    } catch (failure) {
      const description = hasStatus(failure, 412)
        ? 'This exercise was changed by someone else. The library now shows the latest version.'
        : (serverMessage(failure) ?? 'Failed to delete exercise');
      notify({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <section className="staff-panel" aria-labelledby="library-title">
      <div className="staff-panel-header">
        <div>
          <h2 className="title is-4 mb-1" id="library-title" ref={refocus.title} tabIndex={-1}>
            Exercise Library
          </h2>
          {/* Said once the library is read: while it loads, or when it fails, it said '0 exercises'. */}
          <p className="staff-panel-count" data-testid="library-count">
            {library && (exercises.length === 1 ? '1 exercise' : `${exercises.length} exercises`)}
          </p>
        </div>
        {canWrite && exercises.length > 0 && (
          <button ref={refocus.addButton} type="button" className="button is-primary" onClick={() => setEditing({ kind: 'new' })}>
            Add Exercise
          </button>
        )}
      </div>

      {failed ? (
        <LoadFailure what="The exercise library" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <PageLoading label="Loading the exercise library..." />
      ) : exercises.length === 0 ? (
        <div className="box empty-state" data-testid="library-empty">
          <h3 className="title is-5">The exercise library is empty</h3>
          <p className="mb-4">
            {canWrite
              ? 'Start with our library of exercises for balance, strength, flexibility, circulation and fine motor skills, or add your own.'
              : 'No exercises have been added yet.'}
          </p>
          {canWrite && (
            <div className="buttons is-centered">
              <button type="button" className="button is-primary" disabled={seeding.isLoading} aria-busy={seeding.isLoading || undefined} onClick={() => void seed()}>
                {seeding.isLoading ? 'Seeding...' : 'Seed Exercise Library'}
              </button>
              <button
                type="button"
                className="button is-light"
                onClick={() => setEditing({ kind: 'new', first: true })}
              >
                Add Exercise
              </button>
            </div>
          )}
        </div>
      ) : (
        <>
          <div className="staff-toolbar" role="search" aria-label="Exercises">
            <div className="field">
              <label className="label" htmlFor="library-search">
                Search exercises
              </label>
              <div className="control">
                <input id="library-search" className="input" type="search" value={search} placeholder="Name, body area or condition" onChange={(e) => filterBy(() => setSearch(e.target.value))} />
              </div>
            </div>
            <div className="field">
              <label className="label" htmlFor="library-category">
                Category
              </label>
              <div className="control">
                <div className="select is-fullwidth">
                  <select id="library-category" value={category} onChange={(e) => filterBy(() => setCategory(e.target.value as CategoryFilter))}>
                    <option value="all">All categories</option>
                    {categoryOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </div>
          </div>
          <p className="staff-result-count" aria-live="polite">
            {resultCount(visible.length, shown.length, exercises.length, category)}
          </p>
          {shown.length === 0 ? (
            <p className="empty-text">No exercises match your search. Try another word or category.</p>
          ) : (
            <ul className="library-list" data-testid="library-list">
              {visible.map((exercise) => (
                <li key={exercise.id}>
                  <ExerciseRow
                    exercise={exercise}
                    toggleRef={refocus.toggleOf(exercise.id)}
                    open={expanded.has(exercise.id)}
                    onToggle={() => toggle(exercise.id)}
                    onEdit={canWrite ? () => setEditing({ kind: 'edit', id: exercise.id }) : undefined}
                    onDelete={canWrite ? setToDelete : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          {remaining > 0 && (
            <button type="button" className="button is-light is-fullwidth library-more" onClick={() => setLimit((shownNow) => shownNow + libraryPageSize)}>
              Show more exercises ({remaining} more)
            </button>
          )}
        </>
      )}

      {editing && (editing.kind === 'new' || edited) && (
        <ExerciseFormDialog
          exercise={edited}
          onSaved={refocus.onEdited}
          onClose={(savedId) => {
            setEditing(null);
            if (savedId) reveal(savedId);
            // The empty library's first exercise replaces its Add Exercise button with the list's.
            if (savedId && editing.kind === 'new' && editing.first) refocus.onFilled();
          }}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete exercise"
          message="Are you sure you want to delete this exercise?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </section>
  );
}

/** What the list shows of the library: all of it, a first page, or what matches the search and category. */
function resultCount(visible: number, matching: number, total: number, category: CategoryFilter): string {
  if (matching === total) return visible === total ? `Showing all ${total} exercises` : `Showing ${visible} of ${total} exercises`;
  const where = category === 'all' ? '' : ` in ${exerciseCategoryLabels[category]}`;
  const page = visible < matching ? `, showing ${visible}` : '';
  return `${matching} of ${total} exercises match${where}${page}`;
}
