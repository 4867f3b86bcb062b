import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A page loaded on first visit (code-split by route): `lazyPage(() => import('./X'), 'X')`. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<Module[Name]>> }));
}
