import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A tab whose choice lives in the address (`?tab=` or a path of its own). The router renders a new
 * address later than the tap that asked for it (a transition): on a slow phone the old tab stayed
 * selected meanwhile, and its panel took the next tap or keystroke (on the portal's login page, an
 * e-mail typed into the sign-in form going away). The tab chosen here shows in the tap's own render;
 * once the address has moved (or Back moves it), the address decides again.
 *
 * Back or Forward always hands the choice back to the address, even when the router had not yet
 * rendered the address the tap moved to: Back then returns to the very address the choice was made
 * at, and comparing addresses alone would show the chosen tab again over the address's own.
 *
 * `fromAddress` is the tab the address names; `choose(tab, go)` shows `tab` at once and runs `go`,
 * which moves the address.
 */
export function useChosenTab<T>(fromAddress: T): [T, (tab: T, go: () => void) => void] {
  const { pathname, search } = useLocation();
  const at = pathname + search;
  const [chosen, setChosen] = useState<{ tab: T; at: string }>();
  // Adjusting state while rendering (React's documented pattern): a choice made at an older address is dropped.
  if (chosen && chosen.at !== at) setChosen(undefined);
  const tab = chosen && chosen.at === at ? chosen.tab : fromAddress;
  useEffect(() => {
    if (!chosen) return;
    const drop = () => setChosen(undefined);
    window.addEventListener('popstate', drop);
    return () => window.removeEventListener('popstate', drop);
  }, [chosen]);
  const choose = (next: T, go: () => void) => {
    setChosen({ tab: next, at });
    go();
  };
  return [tab, choose];
}
