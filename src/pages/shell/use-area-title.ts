import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { selectedKey, menuKey } from '../../app/layout/menu-selection';
import type { NavigationItem } from '../../../engine/navigation/build-navigation';
import { pickText } from '../../../engine/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useOffice } from '../../app/office/office-context';
import { useLabel } from '../../app/office/use-term';

function find(items: readonly NavigationItem[], key: string): NavigationItem | undefined {
  for (const item of items) {
    if (menuKey(item) === key) return item;
    const inside = find(item.children, key);
    if (inside) return inside;
  }
  return undefined;
}

/** The title of the area at the current path, as the office's navigation names it (or its module), else undefined. */
export function useAreaTitle(): string | undefined {
  const { runtime } = useOffice();
  const label = useLabel();
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    if (!runtime) return undefined;
    for (const menu of [runtime.navigation.app, runtime.navigation.workspace]) {
      const { key } = selectedKey(menu, pathname, search);
      const item = key ? find(menu, key) : undefined;
      if (item) return label(item);
    }
    const module = runtime.config.features.modules.find((candidate) => pathname === candidate.route || pathname.startsWith(`${candidate.route}/`));
    return module ? pickText(module.name, i18n.language) : undefined;
  }, [i18n.language, label, pathname, runtime, search]);
}
