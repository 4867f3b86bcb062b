import { createElement, lazy, type ComponentType, type FunctionComponent, type ReactNode } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded page that can also be asked to start loading before it renders. */
export type LazyPage<P> = FunctionComponent<P> & { preload(): void };

/**
 * A page loaded on first visit (code-split by route): `lazyPage(() => import('./X'), 'X')`. Once its code is
 * in, it renders straight away: a page loaded ahead (the start-up, a layout's preload) never suspends, so React
 * never shows a fallback for it nor holds its content back behind one.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyPage<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
      return module;
    }));
  const Suspending = lazy(async () => ({ default: (await once())[name] as ComponentType<Props> }));
  const Page: FunctionComponent<Props> = (props) => {
    // React reconciles a resolved lazy component with the component itself: switching keeps the state.
    const Component = (loaded ?? Suspending) as ComponentType<object>;
    return createElement(Component, props as object);
  };
  Page.displayName = String(name);
  return Object.assign(Page, {
    preload: () => {
      // A failed load is not remembered: the next visit tries again.
      once().catch(() => (loading = undefined));
    },
  });
}

/**
 * Starts loading the page an element renders, so that a layout and its page load side by side instead of the
 * page waiting for the layout to render it.
 */
export function preloadElement(element: ReactNode): void {
  const type = element && typeof element === 'object' && 'type' in element ? (element.type as Partial<LazyPage<unknown>>) : undefined;
  type?.preload?.();
}
