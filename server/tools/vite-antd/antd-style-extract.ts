import type * as CssInJs from '@ant-design/cssinjs';
import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import type { ComponentType, ReactNode } from 'react';
import type * as ReactDomServer from 'react-dom/server';

// antd's CommonJS build, with the React and CSS-in-JS instances it uses itself: one cache sees every style it registers.
const require = createRequire(import.meta.url);
const React = require('react') as typeof ReactModule;
const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
const antd = require('antd') as Record<string, unknown>;
const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;

type AnyComponent = ComponentType<Record<string, unknown>> & Record<string, unknown>;

const h = (type: unknown, props: Record<string, unknown> | null = null, ...children: ReactNode[]): ReactNode =>
  React.createElement(type as AnyComponent, props, ...children);
const part = (component: string, member: string): AnyComponent => (antd[component] as AnyComponent)[member] as AnyComponent;
const panel = (component: string): AnyComponent => part(component, '_InternalPanelDoNotUseOrYouWillBeFired');

/**
 * What is drawn to register a component's styles, where its bare element would miss some: the parts that need
 * children or data, and the variants that have style hooks of their own (a coloured tag, a compact space, an
 * open modal's panel). Every other component of antd's index is drawn bare.
 */
const DRAWN: Record<string, () => ReactNode> = {
  Affix: () => h(antd.Affix, null, h('div')),
  Badge: () => [h(antd.Badge, { key: 1, count: 1 }), h(part('Badge', 'Ribbon'), { key: 2, text: 'x' }, h('div'))],
  Button: () => [h(antd.Button, { key: 1 }), h(part('Space', 'Compact'), { key: 2 }, h(antd.Button), h(antd.Button))],
  Cascader: () => [h(antd.Cascader, { key: 1 }), h(part('Cascader', 'Panel'), { key: 2 })],
  Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('div')),
  Form: () => h(antd.Form, null, h(part('Form', 'Item'), { label: 'x', name: 'x' }, h(antd.Input))),
  Input: () => ['Search', 'TextArea', 'Password', 'OTP'].map((name) => h(part('Input', name), { key: name })).concat(h(antd.Input, { key: 'input' })),
  Layout: () => h(antd.Layout, null, h(part('Layout', 'Sider')), h(part('Layout', 'Header')), h(part('Layout', 'Content'))),
  Menu: () => h(antd.Menu, { items: [] }),
  Modal: () => [h(antd.Modal, { key: 1 }), h(panel('Modal'), { key: 2 }), h(panel('Modal'), { key: 3, type: 'confirm' })],
  // The bordered pagination's own hook runs with the wireframe token only.
  Pagination: () => [h(antd.Pagination, { key: 1, total: 50 }), h(antd.ConfigProvider, { key: 2, theme: { token: { wireframe: true } } }, h(antd.Pagination, { total: 50 }))],
  QRCode: () => h(antd.QRCode, { value: 'lishka' }),
  Space: () => [h(antd.Space, { key: 1 }), h(part('Space', 'Compact'), { key: 2 }, h(antd.Input), h(part('Space', 'Addon'), null, 'x'), h(antd.Button))],
  Tag: () => ['default', 'blue', 'success'].map((color) => h(antd.Tag, { key: color, color }, 'x')),
  Tree: () => h(antd.Tree, { treeData: [] }),
  message: () => h(panel('message')),
  notification: () => h(panel('notification')),
};

/** ConfigProvider only provides; Grid is a namespace of hooks (Row and Col are drawn by their own names). */
const NOT_DRAWN = new Set(['ConfigProvider', 'Grid']);

function everyComponent(): ReactNode[] {
  return Object.keys(antd)
    .filter((name) => !NOT_DRAWN.has(name) && (/^[A-Z]/.test(name) || name in DRAWN))
    .filter((name) => name in DRAWN || typeof antd[name] === 'function' || (typeof antd[name] === 'object' && antd[name] !== null && '$$typeof' in antd[name]))
    .map((name) => h(React.Fragment, { key: name }, DRAWN[name]?.() ?? h(antd[name])));
}

/** The rule the extraction appends to map cache paths for server rendering; a static file has no use for it. */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

/** antd's styles by the name of the style hook that registers them ("Button-Button", "Input-Search", "Shared"). */
export type AntdStyles = ReadonlyMap<string, string>;

/**
 * Draws every antd component once on the server into one CSS-in-JS cache and returns the CSS each style hook
 * registered, without hash classes (`hashed: false`) and with the theme as CSS variables (antd's default since v6),
 * so the same CSS serves every office's theme: the values come from the variables the app still sets at run time.
 */
export function extractAntdStyles(): AntdStyles {
  const cache = cssinjs.createCache();
  const tree = h(cssinjs.StyleProvider, { cache, mock: 'server' }, h(antd.ConfigProvider, { theme: { hashed: false } }, ...everyComponent()));
  renderToString(tree as Parameters<typeof renderToString>[0]);
  const styles = new Map<string, string>();
  for (const key of cache.cache.keys()) {
    // A style entry's key is style%<hash>%<hook name>%<class prefix>[%<icon prefix>]; tokens and variables are set at run time.
    if (!key.startsWith('style%')) continue;
    const name = key.split('%')[2] ?? '';
    const single = cssinjs.createCache();
    const entry = cache.cache.get(key);
    if (!entry) continue;
    single.cache.set(key, entry);
    const css = cssinjs.extractStyle(single, { plain: true, types: 'style' }).replace(CACHE_PATH_RULE, '');
    styles.set(name, `${styles.get(name) ?? ''}${css}`);
  }
  return styles;
}
