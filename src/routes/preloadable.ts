import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { translated } from '../i18n/i18n';
import { importAgain } from '../ui/on-demand/import-again';

export interface Preloadable<P extends object> {
  /** Renders the module's default export; suspends only while the module has not arrived. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the module (once; again after a failure). Never rejects. */
  preload(): Promise<void>;
}

/**
 * A lazily loaded page whose module can be fetched before the router renders it (issue 13), in
 * the language in use (see `translated()`). Once the module has arrived, `Component` renders it
 * without suspending: no fallback is shown, so React's hold on a revealed fallback (300 ms) never
 * delays the page. Before that, it suspends as `React.lazy` does, on the same load.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const loadAgain = importAgain(load);
  let arrived: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  // A page module registers its features' messages as it evaluates; it counts as arrived once
  // the language in use has them, so it never renders its English first.
  const start = () =>
    (loading ??= loadAgain().then(
      (module) => translated().then(() => (arrived = module)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // React.lazy calls `then` at once: a thenable that answers in that call is taken without
  // suspending (React's lazy initializer checks its status right after).
  const Component = lazy(() => (arrived ? settled(arrived) : start()));
  return {
    Component,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}

function settled<T>(value: T): Promise<T> {
  const thenable = {
    then: (onFulfilled?: (value: T) => unknown) => {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}
