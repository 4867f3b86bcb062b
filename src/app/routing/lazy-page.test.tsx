import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module that arrives when told to. */
function deferredModule() {
  let arrive!: () => void;
  const module = new Promise<{ Counter: typeof Counter }>((resolve) => (arrive = () => resolve({ Counter })));
  return { load: () => module, arrive: () => act(async () => arrive()) };
}

describe('a lazily loaded page', () => {
  it('shows the fallback until its code is in, then the page', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.load, 'Counter');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page label="visits" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await module.arrive();
    expect(await screen.findByRole('button', { name: 'visits 0' })).toBeTruthy();
  });

  it('renders at once, with no fallback, once loaded ahead', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.load, 'Counter');
    Page.preload();
    await module.arrive();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page label="visits" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button', { name: 'visits 0' })).toBeTruthy();
  });

  it('keeps the state of a page that mounted before its code was in', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.load, 'Counter');
    const { rerender } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Page label="visits" />
      </Suspense>,
    );
    await module.arrive();
    await act(async () => screen.getByRole('button', { name: 'visits 0' }).click());
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Page label="visits" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'visits 1' })).toBeTruthy();
  });
});
