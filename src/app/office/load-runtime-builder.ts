import type { buildOfficeRuntime } from '../../../engine/runtime/build-office-runtime';

let loading: Promise<typeof buildOfficeRuntime> | undefined;
let loaded: typeof buildOfficeRuntime | undefined;

/** The builder if its code is already in (the start-up asked for it early), so a first render can use it at once. */
export function loadedRuntimeBuilder(): typeof buildOfficeRuntime | undefined {
  return loaded;
}

/** The office runtime's builder, fetched once: asked for early by the start-up and again by the office provider. */
export function loadRuntimeBuilder(): Promise<typeof buildOfficeRuntime> {
  if (!loading) {
    loading = import('../../../engine/runtime/build-office-runtime').then((module) => (loaded = module.buildOfficeRuntime));
    // A failed fetch may be tried again.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
