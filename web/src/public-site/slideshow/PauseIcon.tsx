/** Two bars while playing, a triangle once paused; the button's text says what a press does. */
export function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={paused ? 'M3 1.5v11l9-5.5z' : 'M3 1.5h3v11H3zM8 1.5h3v11H8z'} fill="currentColor" />
    </svg>
  );
}
