import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (render it inside <Suspense>), with `preload` to start
 * loading it early. Once loaded it renders at once: React.lazy alone would still suspend for a
 * moment on its first render, showing the fallback in place of code that is already there.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
