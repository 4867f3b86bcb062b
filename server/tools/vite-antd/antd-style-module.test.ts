import { describe, expect, it } from 'vitest';
import { findStyleHooks, withoutStyleFunctions } from './antd-style-module';

const MODULE = `import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';
const genBaseStyle = (token) => ({ [token.componentCls]: { color: token.colorText } });
export const prepareComponentToken = (token) => ({ gap: token.padding });
export const Compact = genSubStyleComponent(['Demo', 'compact'], (token) => [genBaseStyle(token)], prepareComponentToken);
export default genStyleHooks('Demo', genBaseStyle, prepareComponentToken, { unitless: { gap: true } });
`;

describe("antd's style modules", () => {
  it('finds each style hook by the name its CSS-in-JS cache gives it', () => {
    expect(findStyleHooks(MODULE, 'demo/style/index.js').map((hook) => hook.name)).toEqual(['Demo-compact', 'Demo-Demo']);
  });

  it('replaces only the CSS functions, keeping the tokens and options the run time still reads', () => {
    const stripped = withoutStyleFunctions(MODULE, findStyleHooks(MODULE, 'demo/style/index.js'));
    expect(stripped).toContain("genSubStyleComponent(['Demo', 'compact'], () => [], prepareComponentToken);");
    expect(stripped).toContain("genStyleHooks('Demo', () => [], prepareComponentToken, { unitless: { gap: true } });");
    expect(stripped).toContain('export const prepareComponentToken');
  });

  it('refuses a hook whose name is computed, which no extracted CSS could be matched to', () => {
    expect(() => findStyleHooks('export default genStyleHooks(name, () => []);', 'odd/style/index.js')).toThrow(/odd\/style\/index\.js: a style hook whose name is not written out/);
  });
});
