/**
 * A component exported by name, fetched the first time it is drawn (React.lazy wants a default
 * export). For the parts of a page that only some visits show: a dialog, a picker that opens on
 * a choice, another mode's sections. Their code then stays out of what the page runs at start,
 * which on a phone is most of the time before it answers (Lighthouse's total blocking time).
 * Draw one inside <Suspense>.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature: any props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
