import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOffice } from '../office/office-context';
import { leaveThen } from '../routing/leave-guard';
import { matchesShortcut, parseShortcut } from './shortcut-keys';

/** The office's quick-action shortcuts (Alt+L: a new lead…) anywhere in the signed-in application. */
export function useQuickActionShortcuts(): void {
  const { runtime } = useOffice();
  const navigate = useNavigate();
  useEffect(() => {
    const shortcuts = (runtime?.navigation.quickActions ?? []).flatMap((action) => {
      const keys = action.shortcut ? parseShortcut(action.shortcut) : undefined;
      return keys ? [{ keys, path: action.path }] : [];
    });
    if (shortcuts.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      const shortcut = shortcuts.find((candidate) => matchesShortcut(event, candidate.keys));
      if (!shortcut) return;
      event.preventDefault();
      leaveThen(() => void navigate(shortcut.path));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, runtime]);
}
