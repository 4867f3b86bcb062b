import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardLinkClicks, leaveThen, setLeaveGuard } from './leave-guard';
import { setOutsideNavigate } from './navigate-outside';

// A link of the app, as the side menu draws it, in the document.
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

const click = (element: Element, init: MouseEventInit = {}) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

describe('the leave guard', () => {
  const removers: (() => void)[] = [];
  afterEach(() => {
    removers.splice(0).forEach((remove) => remove());
    setOutsideNavigate(undefined);
    document.body.innerHTML = '';
  });

  it('lets a navigation go at once without a guard, or when the guard has nothing to ask about', () => {
    const proceed = vi.fn();
    leaveThen(proceed);
    expect(proceed).toHaveBeenCalledTimes(1);
    const ask = vi.fn();
    removers.push(setLeaveGuard({ shouldAsk: () => false, ask }));
    leaveThen(proceed);
    expect(proceed).toHaveBeenCalledTimes(2);
    expect(ask).not.toHaveBeenCalled();
  });

  it('holds a click on an app link while there are unsaved changes, and follows it through the router once the person leaves', () => {
    const navigate = vi.fn();
    setOutsideNavigate(navigate);
    let dirty = true;
    let answer: (() => void) | undefined;
    removers.push(setLeaveGuard({ shouldAsk: () => dirty, ask: (proceed) => (answer = proceed) }));
    removers.push(guardLinkClicks());
    const routerHandler = vi.fn();
    const menu = link('/clients?status=active');
    menu.addEventListener('click', routerHandler);

    expect(click(menu)).toBe(false);
    expect(routerHandler).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    answer?.();
    expect(navigate).toHaveBeenCalledWith('/clients?status=active', {});

    // Saved: the link is the router's again.
    dirty = false;
    expect(click(menu)).toBe(true);
    expect(routerHandler).toHaveBeenCalledTimes(1);
  });

  it('leaves alone what the router would not handle: a new tab, a modified click, another site, a download, the same address', () => {
    const ask = vi.fn();
    removers.push(setLeaveGuard({ shouldAsk: () => true, ask }));
    removers.push(guardLinkClicks());
    click(link('/clients', { target: '_blank' }));
    click(link('/clients'), { ctrlKey: true });
    click(link('https://example.com/elsewhere'));
    click(link('/files/a.pdf', { download: '' }));
    click(link(`${window.location.pathname}${window.location.search}#part`));
    expect(ask).not.toHaveBeenCalled();
  });
});
