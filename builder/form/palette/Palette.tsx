import { PlusOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formFieldTypes, type FormFieldTypeDefinition } from '../../../engine/forms/field-types';
import { pickText } from '../../../engine/i18n/languages';
import { AntIcon } from '../../../engine/react/AntIcon';
import { dragId } from '../canvas/drag-ids';

// A type is added by a click (or Enter) on its button, or dragged onto the canvas by its handle, with the mouse or the keyboard.
function PaletteItem({ definition, onAdd }: { definition: FormFieldTypeDefinition; onAdd(type: string): void }) {
  const { t, i18n } = useTranslation('formBuilder');
  const name = pickText(definition.name, i18n.language);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId.palette(definition.type) });
  return (
    <Flex ref={setNodeRef} gap={4} align="center" data-testid="palette-item" data-type={definition.type} style={{ opacity: isDragging ? 0.5 : 1 }}>
      <Button type="text" size="small" {...attributes} {...listeners} aria-label={t('canvas.move', { name })} style={{ cursor: 'grab' }}>
        <AntIcon name={definition.icon} />
      </Button>
      <Button block size="small" style={{ justifyContent: 'flex-start' }} aria-label={t('palette.add', { type: name })} onClick={() => onAdd(definition.type)}>
        {name}
      </Button>
    </Flex>
  );
}

/** The palette: every type of the field-type registry with its icon, and a new section. */
export function Palette({ onAdd, onAddSection }: { onAdd(type: string): void; onAddSection(): void }) {
  const { t } = useTranslation('formBuilder');
  return (
    <Card size="small" title={t('palette.title')} data-testid="palette">
      <Flex vertical gap={4}>
        {Object.values(formFieldTypes).map((definition) => (
          <PaletteItem key={definition.type} definition={definition} onAdd={onAdd} />
        ))}
        <Button icon={<PlusOutlined />} type="dashed" onClick={onAddSection} data-testid="palette-add-section" style={{ marginTop: 8 }}>
          {t('palette.addSection')}
        </Button>
      </Flex>
    </Card>
  );
}
