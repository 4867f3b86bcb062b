import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded page that can also be asked to start loading before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload(): void };

/** A page loaded on first visit (code-split by route): `lazyPage(() => import('./X'), 'X')`. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage<PropsOf<Module[Name]>> {
  let loading: Promise<Module> | undefined;
  const once = () => (loading ??= load());
  const page = lazy(async () => ({ default: (await once())[name] as ComponentType<PropsOf<Module[Name]>> }));
  return Object.assign(page, { preload: () => void once().catch(() => undefined) });
}

/**
 * Starts loading the page an element renders, so that a layout and its page load side by side instead of the
 * page waiting for the layout to render it.
 */
export function preloadElement(element: ReactNode): void {
  const type = element && typeof element === 'object' && 'type' in element ? (element.type as Partial<LazyPage<unknown>>) : undefined;
  type?.preload?.();
}
