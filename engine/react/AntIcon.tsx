import { Suspense, createElement, lazy, type ComponentType, type CSSProperties, type LazyExoticComponent } from 'react';

type IconComponent = ComponentType<{ className?: string; style?: CSSProperties }>;

// Office types may name any Ant Design icon; each loads on first use, so the bundle carries only those drawn.
const loaders = import.meta.glob<{ default: IconComponent }>(['../../node_modules/@ant-design/icons/es/icons/*.js', '!**/index.js']);
const byName = new Map<string, () => Promise<{ default: IconComponent }>>(
  Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.js'.length), load]),
);
const components = new Map<string, LazyExoticComponent<IconComponent>>();

/** Whether an icon name is an Ant Design icon. */
export function isKnownIcon(name: string): boolean {
  return byName.has(name);
}

// One lazy component per icon name, made once and kept for the life of the page.
function iconComponent(name: string): LazyExoticComponent<IconComponent> | undefined {
  const load = byName.get(name);
  if (!load) return undefined;
  let component = components.get(name);
  if (!component) {
    component = lazy(load);
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
