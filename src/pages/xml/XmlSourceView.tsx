import { Alert, Skeleton, theme } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../app/chrome/ErrorState';
import { XML_API } from './xml-api';
import type { XmlAnswer, XmlContent } from './xml-api-types';
import { scrollTopFor, SOURCE_LINE_HEIGHT, visibleLines } from './source-window';

const VIEW_HEIGHT = 520;

/**
 * The file's source with line numbers, left to right whatever the screen's direction. Only the lines in view and a
 * margin around them are drawn (a 10 MB file has 200,000 lines), and a line asked for (an error's) is scrolled to
 * and marked.
 */
export function XmlSourceView({ documentId, line }: { documentId: string; line?: number }) {
  const { t } = useTranslation('xml');
  const { token } = theme.useToken();
  const content = useSWR<XmlAnswer<XmlContent>>(XML_API.document(documentId, 'content'));
  const lines = useMemo(() => content.data?.data.text.split(/\r?\n/) ?? [], [content.data]);
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);

  useLayoutEffect(() => {
    if (!box.current || !line || lines.length === 0) return;
    const top = scrollTopFor(line, VIEW_HEIGHT);
    box.current.scrollTop = top;
    setScrollTop(top);
  }, [line, lines.length]);

  if (content.error) return <ErrorState error={content.error} onRetry={() => void content.mutate()} />;
  if (!content.data) {
    return (
      <div role="status" aria-label={t('source.loading')} data-testid="xml-source-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const { first, last } = visibleLines(scrollTop, VIEW_HEIGHT, lines.length);
  const gutter = `${String(lines.length).length + 1}ch`;
  const drawn = [];
  for (let number = first; number <= last; number++) {
    const isMarked = number === line;
    drawn.push(
      <div
        key={number}
        data-line={number}
        data-marked={isMarked || undefined}
        aria-current={isMarked ? 'location' : undefined}
        style={{ position: 'absolute', top: (number - 1) * SOURCE_LINE_HEIGHT, insetInline: 0, height: SOURCE_LINE_HEIGHT, display: 'flex', whiteSpace: 'pre', background: isMarked ? token.colorErrorBg : undefined }}
      >
        <span aria-hidden="true" style={{ width: gutter, flex: 'none', textAlign: 'right', paddingInlineEnd: 8, color: token.colorTextTertiary, userSelect: 'none' }}>
          {number}
        </span>
        <span>{lines[number - 1]}</span>
      </div>,
    );
  }
  return (
    <>
      {content.data.data.truncated ? <Alert type="warning" showIcon title={t('source.truncated')} style={{ marginBlockEnd: 8 }} /> : null}
      <div
        ref={box}
        dir="ltr"
        role="region"
        tabIndex={0}
        aria-label={t('source.label', { count: lines.length })}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        style={{ height: VIEW_HEIGHT, overflow: 'auto', position: 'relative', fontFamily: token.fontFamilyCode, fontSize: 12, lineHeight: `${SOURCE_LINE_HEIGHT}px`, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
        data-testid="xml-source"
      >
        <div style={{ height: lines.length * SOURCE_LINE_HEIGHT, position: 'relative', minWidth: 'max-content' }}>{drawn}</div>
      </div>
    </>
  );
}
