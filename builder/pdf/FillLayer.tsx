import { Checkbox, Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfFieldValue, PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';

interface FillLayerProps {
  fields: PdfTemplateField[];
  values: Record<string, PdfFieldValue>;
  /** Problems by field name. */
  problems: Record<string, string>;
  onChange(name: string, value: PdfFieldValue): void;
}

const at = (field: PdfTemplateField): CSSProperties => ({ position: 'absolute', insetInlineStart: `${field.x * 100}%`, insetBlockStart: `${field.y * 100}%`, inlineSize: `${field.width * 100}%`, blockSize: `${field.height * 100}%` });
const inputStyle = (problem: string | undefined): CSSProperties => ({ inlineSize: '100%', blockSize: '100%', boxSizing: 'border-box', border: `1px solid ${problem ? '#ff4d4f' : '#1677ff'}`, background: '#e6f4ffcc', fontSize: 12, padding: '0 4px', direction: 'rtl', unicodeBidi: 'plaintext' });

/** The fields of one page as inputs over it, where they sit on the PDF: a person fills the form on the page itself. */
export function FillLayer({ fields, values, problems, onChange }: FillLayerProps) {
  const { t } = useTranslation('pdfBuilder');
  return (
    <div style={{ position: 'absolute', inset: 0 }} data-testid="fill-layer">
      {fields.map((field) => {
        const problem = problems[field.name];
        const label = field.label || field.name;
        const value = values[field.name];
        const common = { 'aria-label': label, 'aria-invalid': problem ? true : undefined, 'data-testid': `fill-${field.name}`, title: problem ?? label };
        let input;
        if (field.type === 'checkbox') input = <Checkbox {...common} checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />;
        else if (field.type === 'dropdown')
          input = <Select {...common} size="small" style={{ inlineSize: '100%' }} status={problem ? 'error' : undefined} placeholder={t('fill.choose')} value={typeof value === 'string' && value ? value : undefined} options={field.options.map((option) => ({ value: option.value, label: option.label || option.value }))} onChange={(chosen: string) => onChange(field.name, chosen)} />;
        else input = <input {...common} type={field.type === 'date' ? 'date' : 'text'} placeholder={field.placeholder} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(field.name, event.target.value)} style={inputStyle(problem)} />;
        return (
          <div key={field.id} style={at(field)}>
            {input}
            {problem ? (
              <div role="alert" style={{ position: 'absolute', insetBlockStart: '100%', insetInlineStart: 0, color: '#ff4d4f', fontSize: 11, whiteSpace: 'nowrap', background: '#fff' }}>
                {problem}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
