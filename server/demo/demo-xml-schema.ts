import type { DemoOffice } from './demo-clients';

/**
 * An XSD a demo agency added of its own: a producer's monthly commission report (an insurer's file of what it pays the
 * agency per policy), beside the shipped holdings schema, so the schemas tab shows both kinds. Made up for the demo.
 */
const COMMISSION_REPORT_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xs:simpleType name="Amount">
    <xs:restriction base="xs:decimal"><xs:fractionDigits value="2"/></xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="Month">
    <xs:restriction base="xs:string"><xs:pattern value="\\d{4}-(0[1-9]|1[0-2])"/></xs:restriction>
  </xs:simpleType>
  <xs:element name="CommissionReport">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="Producer" type="xs:string"/>
        <xs:element name="AgencyLicense" type="xs:string"/>
        <xs:element name="Month" type="Month"/>
        <xs:element name="Line" maxOccurs="unbounded">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="PolicyNumber" type="xs:string"/>
              <xs:element name="IdNumber">
                <xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="\\d{9}"/></xs:restriction></xs:simpleType>
              </xs:element>
              <xs:element name="Kind">
                <xs:simpleType>
                  <xs:restriction base="xs:string">
                    <xs:enumeration value="scope"/>
                    <xs:enumeration value="trail"/>
                    <xs:enumeration value="clawback"/>
                  </xs:restriction>
                </xs:simpleType>
              </xs:element>
              <xs:element name="Premium" type="Amount"/>
              <xs:element name="Commission" type="Amount"/>
            </xs:sequence>
          </xs:complexType>
        </xs:element>
        <xs:element name="Total" type="Amount"/>
      </xs:sequence>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

const TEXTS = {
  he: { name: 'דוח עמלות חודשי של יצרן', description: 'קובץ העמלות שהיצרנים שולחים לסוכנות כל חודש: עמלת היקף, נפרעים וקיזוזים לפי פוליסה.' },
  en: { name: "Producer's monthly commission report", description: 'The commission file insurers send the agency each month: scope, trail and clawbacks by policy.' },
} as const;

/** The demo office's own schema, named in its language (English for an office in neither). */
export function demoOfficeSchema(language: DemoOffice['language']): { name: string; description: string; xsd: string } {
  return { ...TEXTS[language === 'he' ? 'he' : 'en'], xsd: COMMISSION_REPORT_XSD };
}
