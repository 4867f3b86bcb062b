import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxOffice } from '../../sandbox-office';
import { WidgetSandbox } from '../../WidgetSandbox';
import { QuickActionsWidget } from './QuickActionsWidget';

const placement = { id: 'quick-actions', type: 'quick-actions', position: { x: 6, y: 2, w: 6, h: 4 } };

function renderWidget({ showShortcutTip = true, officeOverride }: { showShortcutTip?: boolean; officeOverride?: Parameters<typeof WidgetSandbox>[0]['officeOverride'] } = {}) {
  return render(
    <WidgetSandbox routes={{}} {...(officeOverride ? { officeOverride } : {})}>
      <QuickActionsWidget placement={placement} config={{ showShortcutTip }} />
    </WidgetSandbox>,
  );
}

describe('the quick-actions widget', () => {
  it("lists the office's quick actions as links with their shortcuts, and the tip naming them", () => {
    const actions = sandboxOffice('legal').runtime!.navigation.quickActions;
    expect(actions.length).toBeGreaterThan(0);
    renderWidget();
    for (const action of actions) {
      const item = screen.getByTestId(`quick-action-${action.id}`);
      expect(within(item).getByRole('link').getAttribute('href')).toBe(action.path);
      if (action.shortcut) {
        expect(within(item).getByText(action.shortcut).tagName).toBe('KBD');
        expect(within(item).getByRole('link').getAttribute('aria-keyshortcuts')).toBe(action.shortcut);
      }
    }
    const shortcuts = actions.flatMap((action) => (action.shortcut ? [action.shortcut] : []));
    expect(screen.getByRole('note').textContent).toContain(shortcuts.join(', '));
  });

  it('includes the shared actions: add lead with Alt+L, which opens the lead form', () => {
    renderWidget();
    const addLead = screen.getAllByRole('link').find((link) => link.getAttribute('aria-keyshortcuts') === 'Alt+L');
    expect(addLead?.getAttribute('href')).toBe('/leads/new');
  });

  it('leaves the tip out when the config says so', () => {
    renderWidget({ showShortcutTip: false });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows loading, empty and error states', () => {
    const runtime = sandboxOffice('legal').runtime!;
    const loading = renderWidget({ officeOverride: { runtime: undefined, isLoading: true } });
    expect(screen.getByRole('status')).toBeTruthy();
    loading.unmount();
    const empty = renderWidget({ officeOverride: { runtime: { ...runtime, navigation: { ...runtime.navigation, quickActions: [] } } } });
    expect(screen.getByText('למשרד הזה לא הוגדרו פעולות מהירות.')).toBeTruthy();
    empty.unmount();
    renderWidget({ officeOverride: { runtime: undefined, error: new Error('no office') } });
    expect(screen.getByRole('alert').textContent).toContain('לא הצלחנו לטעון');
  });
});
