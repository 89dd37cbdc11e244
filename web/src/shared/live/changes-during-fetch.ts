/**
 * The live changes heard while a page of a paged list is on its way. RTK Query's answer replaces the
 * cached pages as they were when the request began (an older page is added to them), so what was
 * applied meanwhile must be applied again once it lands; a change the answer already holds is not
 * newer than it and changes nothing.
 */
export function liveChangesDuringFetches<C>() {
  const listening = new Set<C[]>();
  return {
    /** A live change, for every fetch on its way. */
    note(change: C): void {
      for (const heard of listening) heard.push(change);
    },
    /** What was heard while `fetched` was on its way (only what `belongs`, if given); null when the fetch failed. */
    async heardWhile(fetched: Promise<unknown>, belongs?: (change: C) => boolean): Promise<C[] | null> {
      const heard: C[] = [];
      listening.add(heard);
      try {
        await fetched;
        return belongs ? heard.filter(belongs) : heard;
      } catch {
        return null;
      } finally {
        listening.delete(heard);
      }
    },
  };
}
