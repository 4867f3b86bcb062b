import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory, isGuardEntry, type HistoryGuard } from './history-guard';

// jsdom moves through its history asynchronously, as browsers do: a step is done when its popstate has come.
const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const step = async (move: () => void) => {
  const done = popped();
  move();
  await done;
};

describe("the back button's guard of unsaved changes", () => {
  let guard: HistoryGuard | undefined;
  afterEach(() => guard?.dispose());

  it('stays on the page and asks when back is pressed with unsaved changes; leaving goes back past the page', async () => {
    window.history.pushState({ page: 'list' }, '', '/form-builder');
    window.history.pushState({ page: 'builder' }, '', '/form-builder?form=new');
    const ask = vi.fn<(proceed: () => void) => void>();
    guard = guardHistory(window, ask);
    guard.arm();
    expect(isGuardEntry(window.history.state)).toBe(true);
    expect(window.location.search).toBe('?form=new');

    await step(() => window.history.back());
    // The page is where it was, the guard's entry is back ahead of it, and the person is asked.
    expect(ask).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?form=new');
    expect(isGuardEntry(window.history.state)).toBe(true);

    // Leaving: two steps back, to the page before.
    await step(() => ask.mock.calls[0]![0]());
    expect(window.location.pathname + window.location.search).toBe('/form-builder');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('takes its entry off once the changes are saved, so back leaves at once, and asks nothing', async () => {
    window.history.pushState({ page: 'builder' }, '', '/form-builder?form=new');
    const ask = vi.fn<(proceed: () => void) => void>();
    guard = guardHistory(window, ask);
    guard.arm();
    guard.arm();
    await guard.disarm();
    expect(isGuardEntry(window.history.state)).toBe(false);
    expect(window.history.state).toEqual({ page: 'builder' });
    await guard.disarm();
    expect(ask).not.toHaveBeenCalled();
  });
});
