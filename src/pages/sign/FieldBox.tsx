import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilled, type FieldEntry } from './field-guide';
import type { SigningField } from './signing-api';
import { SIGNATURE_FONT } from './TypedSignature';

/** The element id of a box's control, for the guide to scroll to and focus. */
export const fieldElementId = (id: string) => `sign-field-${id}`;

const control: CSSProperties = { inlineSize: '100%', blockSize: '100%', border: 'none', background: 'transparent', padding: '0 4px', font: 'inherit', color: '#000', minInlineSize: 0 };

/**
 * One of the participant's boxes laid over its page where the sender placed it, highlighted until it is filled:
 * a signature or initials opens the dialog; a date, a text and a checkbox are filled in place.
 */
export function FieldBox({ field, entry, isCurrent, onChange, onSign, onFocus }: { field: SigningField; entry: FieldEntry | undefined; isCurrent: boolean; onChange(entry: FieldEntry): void; onSign(): void; onFocus(): void }) {
  const { t } = useTranslation('sign');
  const filled = isFilled(field, entry);
  const label = field.label || t(`fields.${field.kind}`);
  const named = field.required ? `${label} (${t('fields.required')})` : label;
  const colour = filled ? '#389e0d' : field.required ? '#d46b08' : '#1677ff';
  const box: CSSProperties = {
    position: 'absolute',
    left: `${field.x * 100}%`,
    top: `${field.y * 100}%`,
    width: `${field.width * 100}%`,
    height: `${field.height * 100}%`,
    border: `2px ${filled ? 'solid' : 'dashed'} ${colour}`,
    background: filled ? 'rgba(82, 196, 26, 0.08)' : 'rgba(250, 173, 20, 0.18)',
    boxShadow: isCurrent ? `0 0 0 3px ${colour}66` : undefined,
    borderRadius: 4,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // The text scales with the box: a box a few percent of the page high on a phone is small.
    fontSize: 'clamp(10px, 2.2cqw, 16px)',
  };
  const common = { id: fieldElementId(field.id), 'data-field-id': field.id, 'data-filled': filled, onFocus };

  if (field.kind === 'signature' || field.kind === 'initials') {
    const isTyped = entry?.method === 'typed' && filled;
    return (
      <div style={box} data-testid="sign-field">
        <button type="button" {...common} onClick={onSign} aria-label={filled ? t('fields.change', { label }) : `${t(field.kind === 'initials' ? 'fields.initial' : 'fields.sign')}: ${named}`} style={{ ...control, cursor: 'pointer', overflow: 'hidden' }}>
          {entry?.image && filled ? (
            <img src={entry.image} alt="" style={{ maxInlineSize: '100%', maxBlockSize: '100%', objectFit: 'contain' }} />
          ) : isTyped ? (
            <span dir="auto" style={{ fontFamily: SIGNATURE_FONT, fontWeight: 700, fontSize: '1.6em', color: '#10239e', whiteSpace: 'nowrap' }}>
              {entry.value}
            </span>
          ) : (
            <span style={{ fontWeight: 600, color: colour }}>{t(field.kind === 'initials' ? 'fields.initial' : 'fields.sign')}</span>
          )}
        </button>
      </div>
    );
  }
  if (field.kind === 'checkbox') {
    return (
      <div style={box} data-testid="sign-field">
        <input type="checkbox" {...common} aria-label={named} checked={entry?.value === 'true'} onChange={(event) => onChange({ value: event.target.checked ? 'true' : 'false' })} style={{ inlineSize: '70%', blockSize: '70%', margin: 0, accentColor: colour }} />
      </div>
    );
  }
  return (
    <div style={box} data-testid="sign-field">
      <input
        type={field.kind === 'date' ? 'date' : 'text'}
        {...common}
        aria-label={named}
        dir="auto"
        maxLength={1000}
        value={entry?.value ?? ''}
        onChange={(event) => onChange({ value: event.target.value })}
        style={control}
      />
    </div>
  );
}
