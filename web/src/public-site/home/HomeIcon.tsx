/** One icon of the home page's sprite (/images/home/service-icons.svg), in a tinted tile. */
export function HomeIcon({ name }: { name: string }) {
  return (
    <span className="home-icon" aria-hidden="true">
      <svg width="26" height="26" focusable="false">
        <use href={`/images/home/service-icons.svg#${name}`} />
      </svg>
    </span>
  );
}
