import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Suspense, createElement, lazy, type ComponentType, type CSSProperties, type LazyExoticComponent } from 'react';

type IconComponent = ComponentType<{ className?: string; style?: CSSProperties }>;
type IconLoader = (name: string) => (() => Promise<{ default: IconComponent }>) | undefined;

// Office types may name any Ant Design icon; each loads on first use, so the bundle carries only those drawn.
const ICON_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The production build: each icon's drawing is a module of its own under one folder (server/tools/vite-antd/
 * antd-icon-files.ts), drawn by antd's own icon component; a name without a file fails to load and draws nothing.
 */
function fromFiles(path: string): IconLoader {
  return (name) => {
    if (!ICON_NAME.test(name)) return undefined;
    return async () => {
      // The folder is the page's (a relative base, as Storybook's, is not the importing chunk's folder).
      const url = new URL(`${path}${name}.js`, document.baseURI).href;
      const { default: icon } = (await import(/* @vite-ignore */ url)) as { default: IconDefinition };
      const Drawn: IconComponent = (props) => createElement(AntdIconLight, { ...props, icon });
      return { default: Drawn };
    };
  };
}

/** Development and the tests: the icon components of @ant-design/icons, found by Vite. */
function fromModules(): IconLoader {
  const loaders = import.meta.glob<{ default: IconComponent }>(['../../node_modules/@ant-design/icons/es/icons/*.js', '!**/index.js']);
  const byName = new Map(Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), load]));
  return (name) => byName.get(name);
}

const iconPath = import.meta.env.LISHKA_ICON_PATH;
const loaderOf: IconLoader = iconPath ? fromFiles(iconPath) : fromModules();
const components = new Map<string, LazyExoticComponent<IconComponent>>();

// One lazy component per icon name, made once and kept for the life of the page.
function iconComponent(name: string): LazyExoticComponent<IconComponent> | undefined {
  let component = components.get(name);
  if (!component) {
    const load = loaderOf(name);
    if (!load) return undefined;
    // A name with no icon draws nothing rather than breaking the page around it.
    component = lazy(() => load().catch(() => ({ default: () => null })));
    components.set(name, component);
  }
  return component;
}

/** An Ant Design icon by name (as office types write it, such as TeamOutlined); nothing for an unknown name. */
export function AntIcon({ name, className }: { name: string | undefined; className?: string }) {
  const icon = name ? iconComponent(name) : undefined;
  if (!icon) return null;
  // The component comes from a module-level cache, not from this render; createElement says so to the linter.
  return (
    <Suspense fallback={<span className={className} style={{ display: 'inline-block', width: '1em' }} />}>
      {createElement(icon, className ? { className } : {})}
    </Suspense>
  );
}
