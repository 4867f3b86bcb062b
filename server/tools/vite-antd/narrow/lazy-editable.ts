// antd's Typography editor, drawn only with `editable` (which the app does not use), loaded when first drawn.
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

const Editable = lazy(() => import('antd/es/typography/Editable.js'));

// antd's Typography imports its editor as the module's default export, which this module stands in for.
// eslint-disable-next-line no-restricted-syntax
export default function LazyEditable(props: ComponentProps<typeof Editable>) {
  return createElement(Suspense, { fallback: null }, createElement(Editable, props));
}
