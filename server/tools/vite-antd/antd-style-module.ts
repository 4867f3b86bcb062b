import { parseSync, Visitor, type ESTree } from 'vite';

/** antd's factories of style hooks; each takes the hook's name, then the function that writes its CSS. */
const FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** One style hook a module of antd defines: its name as its CSS-in-JS cache knows it, and where its CSS function is. */
export interface StyleHook {
  /** "Button-Button" for genStyleHooks('Button'), "Input-Search" for genStyleHooks(['Input', 'Search']). */
  name: string;
  styleFunction: { start: number; end: number };
}

function hookName(node: ESTree.Expression | ESTree.SpreadElement | undefined, file: string): string {
  const text = (element: unknown): string => {
    if (element && typeof element === 'object' && 'type' in element && element.type === 'Literal' && 'value' in element && typeof element.value === 'string') return element.value;
    throw new Error(`${file}: a style hook whose name is not written out; the static styles cannot name its CSS`);
  };
  if (node?.type === 'ArrayExpression') return node.elements.map(text).join('-');
  const name = text(node);
  return `${name}-${name}`;
}

/** The style hooks a module of antd defines (most define one, a few none or several). */
export function findStyleHooks(code: string, file: string): StyleHook[] {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file} did not parse: ${errors[0]?.message ?? ''}`);
  const hooks: StyleHook[] = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || !FACTORIES.has(node.callee.name)) return;
      const styleFunction = node.arguments[1];
      if (!styleFunction) throw new Error(`${file}: ${node.callee.name} without a style function`);
      hooks.push({ name: hookName(node.arguments[0], file), styleFunction: { start: styleFunction.start, end: styleFunction.end } });
    },
  }).visit(program);
  return hooks;
}

/**
 * The module with each hook's CSS function replaced by one that writes nothing: with zero-runtime styles the
 * functions never run, and once nothing names them the bundler drops them and what only they import.
 */
export function withoutStyleFunctions(code: string, hooks: readonly StyleHook[]): string {
  let result = code;
  for (const { styleFunction } of [...hooks].sort((a, b) => b.styleFunction.start - a.styleFunction.start)) {
    result = `${result.slice(0, styleFunction.start)}() => []${result.slice(styleFunction.end)}`;
  }
  return result;
}
