import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its 403, 404 and 500 illustrations: 10 kB gzip that a page needs only once something fails.
const Result = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when a failure first shows one. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
