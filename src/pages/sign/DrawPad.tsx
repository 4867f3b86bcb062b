import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';

const PAD_HEIGHT = 180;

/**
 * A canvas to draw a signature on with a finger, a pen or the mouse (signature_pad: pointer events, smoothed
 * strokes), with its clear button; tells each stroke's result as a PNG data URL, or undefined once cleared.
 */
export function DrawPad({ onChange }: { onChange(image: string | undefined): void }) {
  const { t } = useTranslation('sign');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: '#10239e', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    // Drawn at the screen's pixel density; the drawing is lost on a resize, as it would be stretched.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.floor(canvas.offsetWidth * ratio);
      canvas.height = Math.floor(PAD_HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      onChangeRef.current(undefined);
    };
    fit();
    const observer = new ResizeObserver(() => {
      if (Math.floor(canvas.offsetWidth * Math.max(window.devicePixelRatio || 1, 1)) !== canvas.width) fit();
    });
    observer.observe(canvas);
    const onEnd = () => onChangeRef.current(pad.isEmpty() ? undefined : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(undefined);
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('dialog.drawHint')}</Typography.Text>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('dialog.pad')}
        data-testid="signature-pad"
        // The pad is white in every theme: the signature is stamped on a white page.
        style={{ inlineSize: '100%', blockSize: PAD_HEIGHT, background: '#fff', border: '1px dashed #8c8c8c', borderRadius: 8, touchAction: 'none', cursor: 'crosshair' }}
      />
      <Button onClick={clear} style={{ alignSelf: 'flex-start' }} data-testid="signature-clear">
        {t('dialog.clear')}
      </Button>
    </Flex>
  );
}
