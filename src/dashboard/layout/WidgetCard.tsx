import { HolderOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Tooltip } from 'antd';
import { createElement, Suspense, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { widgetComponentFor } from '../widget-components';
import type { DashboardWidget } from './widget-placements';
import { useContentHeight } from './use-content-height';
import { useIsOverflowing } from './use-is-overflowing';
import { WidgetBoundary } from './WidgetBoundary';

/** The class react-grid-layout drags a card by. */
export const DRAG_HANDLE_CLASS = 'dashboard-drag-handle';

export interface WidgetCardProps {
  widget: DashboardWidget;
  isEditing: boolean;
  /** Fills its grid cell (in the grid), or takes its own height (the single column of small screens). */
  isFilling: boolean;
  onHandleKey?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** Told the height the card needs to show its content whole, for a widget that grows to its content. */
  onContentHeight?: (height: number) => void;
}

// The registry's components are made once, when the registry loads: createElement only looks one up.

/** One widget in a card: its title, in edit mode a drag handle that the keyboard can move too, and the widget from the registry. */
export function WidgetCard({ widget, isEditing, isFilling, onHandleKey, onContentHeight }: WidgetCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const title = pickText(widget.title, i18n.language);
  const headingId = `widget-title-${widget.placement.id}`;
  const cardRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const isOverflowing = useIsOverflowing(bodyRef);
  useContentHeight(cardRef, bodyRef, onContentHeight);
  return (
    <Card
      ref={cardRef}
      size="small"
      role="region"
      aria-labelledby={headingId}
      data-testid={`widget-${widget.placement.id}`}
      data-widget-type={widget.placement.type}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {isEditing && (
            <Tooltip title={t('grid.editHint')}>
              <Button
                type="text"
                size="small"
                className={DRAG_HANDLE_CLASS}
                icon={<HolderOutlined />}
                aria-label={t('grid.move', { title })}
                aria-describedby="dashboard-edit-hint"
                data-testid={`drag-handle-${widget.placement.id}`}
                onKeyDown={onHandleKey}
                style={{ cursor: 'grab' }}
              />
            </Tooltip>
          )}
          <h2 id={headingId} style={{ fontSize: 15, margin: 0, fontWeight: 600 }}>
            {title}
          </h2>
        </span>
      }
      style={isFilling ? { height: '100%', display: 'flex', flexDirection: 'column' } : undefined}
      styles={{ body: isFilling ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', padding: 0 } : { padding: 0 } }}
    >
      {/* A card whose widget scrolls can be focused, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <div ref={bodyRef} className="dashboard-widget-body" {...(isOverflowing ? { tabIndex: 0, role: 'group', 'aria-labelledby': headingId } : {})} style={isFilling ? { flex: 1, minHeight: 0, overflow: 'auto', padding: 12 } : { padding: 12 }}>
        <WidgetBoundary message={t('grid.widgetFailed')}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} title={false} />}>
            {createElement(widgetComponentFor(widget.placement.type), { placement: widget.placement, config: widget.config })}
          </Suspense>
        </WidgetBoundary>
      </div>
    </Card>
  );
}
