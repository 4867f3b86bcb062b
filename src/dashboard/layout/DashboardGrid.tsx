import 'react-grid-layout/css/styles.css';
import './dashboard-grid.css';
import { Alert, Flex, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { isRtl, pickText } from '../../../engine/i18n/languages';
import { ActionError } from '../../app/actions/ActionError';
import { fromGridLayout, toGridLayout } from './grid-coordinates';
import { grownItems } from './grown-items';
import { isArrowKey, moveByKey } from './keyboard-move';
import { LayoutToolbar } from './LayoutToolbar';
import { placedItems } from './placed-items';
import { useDashboardLayout } from './use-dashboard-layout';
import { DRAG_HANDLE_CLASS, WidgetCard } from './WidgetCard';
import { defaultItems, type DashboardWidget } from './widget-placements';

/** Below this width the dashboard is one column, without dragging. */
const SINGLE_COLUMN_BELOW = 768;
const ROW_HEIGHT = 80;
const GAP = 16;

/**
 * The office's widgets on a 12-column react-grid-layout, laid out as the member's saved layout (else the office's
 * or the office type's) says. react-grid-layout has no right-to-left mode: the grid itself runs left to right,
 * x mirrored (grid-coordinates.ts), and each card is back in the page's direction. `startEditing` opens it in
 * edit mode (the admin area's link to the office's default layout).
 */
export function DashboardGrid({ widgets, startEditing = false }: { widgets: DashboardWidget[]; startEditing?: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const fallback = useMemo(() => defaultItems(widgets), [widgets]);
  const state = useDashboardLayout(fallback);
  const [isEditing, setEditing] = useState(startEditing);
  const [announcement, setAnnouncement] = useState('');
  const { width, containerRef, mounted } = useContainerWidth();
  const isSingleColumn = mounted && width < SINGLE_COLUMN_BELOW;
  const items = useMemo(() => placedItems(state.items, widgets), [state.items, widgets]);
  const gridLayout = useMemo(() => toGridLayout(items, direction), [items, direction]);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.placement.id, widget])), [widgets]);
  // Outside edit mode a widget that grows to its content is shown whole; editing shows and saves the places as placed.
  const [contentHeights, setContentHeights] = useState<Record<string, number>>({});
  const shownLayout = useMemo(() => (isEditing ? gridLayout : grownItems(gridLayout, contentHeights, { rowHeight: ROW_HEIGHT, gap: GAP })), [contentHeights, gridLayout, isEditing]);
  const heightReporters = useMemo(
    () =>
      new Map(
        widgets
          .filter((widget) => widget.growsToContent)
          .map((widget) => [widget.placement.id, (height: number) => setContentHeights((known) => (known[widget.placement.id] === height ? known : { ...known, [widget.placement.id]: height }))]),
      ),
    [widgets],
  );

  const onLayoutChange = (layout: Layout) => {
    if (isEditing) state.change(fromGridLayout(layout, direction));
  };
  const onHandleKey = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isArrowKey(event.key)) return;
    event.preventDefault();
    const next = moveByKey(gridLayout, id, event.key, { isResize: event.shiftKey, direction });
    if (next === gridLayout) return;
    const places = fromGridLayout(next, direction);
    state.change(places);
    const place = places.find((candidate) => candidate.i === id);
    const widget = byId.get(id);
    if (place && widget) setAnnouncement(t('grid.moved', { title: pickText(widget.title, i18n.language), column: place.x + 1, row: place.y + 1 }));
  };

  if (widgets.length === 0) return <Alert type="info" showIcon title={t('grid.noWidgets')} />;
  return (
    <Flex vertical gap={12} className="dashboard-grid" data-testid="dashboard-grid">
      {!isSingleColumn && <LayoutToolbar state={state} isEditing={isEditing} onEditingChange={setEditing} />}
      {isEditing && (
        <Typography.Text type="secondary" id="dashboard-edit-hint">
          {t('grid.editHint')}
        </Typography.Text>
      )}
      {state.loadError !== undefined && <Alert type="warning" showIcon title={t('grid.layoutFailed')} />}
      <ActionError error={state.action.error} onClose={state.action.reset} />
      <span className="sr-only" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </span>
      <div ref={containerRef} dir="ltr" style={{ width: '100%' }}>
        {mounted && isSingleColumn && (
          <Flex vertical gap={GAP} dir={direction} data-testid="dashboard-single-column">
            {items.map((item) => {
              const widget = byId.get(item.i);
              return widget ? <WidgetCard key={item.i} widget={widget} isEditing={false} isFilling={false} /> : null;
            })}
          </Flex>
        )}
        {mounted && !isSingleColumn && (
          <ReactGridLayout
            width={width}
            layout={shownLayout}
            gridConfig={{ cols: 12, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
            dragConfig={{ enabled: isEditing, handle: `.${DRAG_HANDLE_CLASS}` }}
            resizeConfig={{ enabled: isEditing, handles: [direction === 'rtl' ? 'sw' : 'se'] }}
            onLayoutChange={onLayoutChange}
          >
            {items.map((item) => {
              const widget = byId.get(item.i);
              return (
                <div key={item.i} dir={direction} data-grid-id={item.i}>
                  {widget && <WidgetCard widget={widget} isEditing={isEditing} isFilling onHandleKey={onHandleKey(item.i)} onContentHeight={isEditing ? undefined : heightReporters.get(item.i)} />}
                </div>
              );
            })}
          </ReactGridLayout>
        )}
      </div>
    </Flex>
  );
}
