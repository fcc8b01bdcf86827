import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A part of a screen whose code is fetched the first time it renders (a dialog, a section the
 * screen shows below its form), so the screen's first paint does not wait for it; nothing shows
 * while it loads. `load` answers the component: `() => import('./x.tsx').then((m) => m.X)`.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = lazy(async () => ({ default: await load() })) as ComponentType<Props>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module load, never during a render, so each part keeps one stable component type.
  return function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/**
 * Whether `opened` has been true at least once: a lazily loaded dialog is rendered from its first
 * opening on, and stays, so it can play its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return opened || once;
}
