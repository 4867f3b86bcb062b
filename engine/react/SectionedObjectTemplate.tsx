import { Templates } from '@rjsf/antd';
import { getUiOptions, type ObjectFieldTemplatePropertyType, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Row, Typography } from 'antd';
import type { ComponentType } from 'react';
import type { SpecSection } from '../forms/form-spec';

const DefaultTemplate = Templates.ObjectFieldTemplate as ComponentType<ObjectFieldTemplateProps>;
const GUTTER = 24;

// A field's width on the 12-column grid (buildFormSpec's ui:options.width) on antd's 24-column row.
function spanOf(element: ObjectFieldTemplatePropertyType): number {
  const ui = (element.content.props as { uiSchema?: Record<string, unknown> }).uiSchema;
  const width = getUiOptions(ui).width;
  return typeof width === 'number' ? width * 2 : 12;
}

function Fields({ elements }: { elements: readonly ObjectFieldTemplatePropertyType[] }) {
  return (
    <Row gutter={GUTTER}>
      {elements
        .filter((element) => !element.hidden)
        .map((element) => (
          <Col key={element.name} span={spanOf(element)}>
            {element.content}
          </Col>
        ))}
    </Row>
  );
}

/**
 * The office form's object template: a form with sections (buildFormSpec's root `ui:options.sections`) draws each
 * as a titled group of its fields, then the fields in no section; any other object is drawn by antd's own template.
 */
export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const sections = getUiOptions(props.uiSchema).sections as SpecSection[] | undefined;
  if (!sections?.length || props.fieldPathId.$id !== 'root') return <DefaultTemplate {...props} />;
  const byName = new Map(props.properties.map((element) => [element.name, element]));
  const grouped = new Set(sections.flatMap((section) => section.fields));
  const rest = props.properties.filter((element) => !grouped.has(element.name));
  return (
    <>
      <DefaultTemplate {...props} properties={[]} />
      {sections.map((section) => {
        const elements = section.fields.flatMap((key) => byName.get(key) ?? []);
        if (!elements.length) return null;
        const titleId = `root__section_${section.id}`;
        return (
          <section key={section.id} className="office-form-section" aria-labelledby={titleId} data-testid="office-form-section">
            <Typography.Title level={5} id={titleId}>
              {section.title}
            </Typography.Title>
            {section.description && <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph>}
            <Fields elements={elements} />
          </section>
        );
      })}
      {rest.length > 0 && <Fields elements={rest} />}
    </>
  );
}
