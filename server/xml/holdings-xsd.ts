import { xmlText } from './xml-issue';
import type { XmlText } from './xml-types';

export { HOLDINGS_SCHEMA_ID } from './xml-types';

/** The shipped holdings schema's name, as the schema list shows it. */
export const HOLDINGS_SCHEMA_NAME: XmlText = xmlText('ממשק אחזקות של המסלקה הפנסיונית', 'Pension clearing house holdings interface', 'Interfaz de tenencias de la cámara de compensación de pensiones');

/**
 * The shipped holdings XSD, the text of holdings.xsd beside this file (held here too so the bundled server needs no
 * file; a test keeps the two equal). Written from the domain notes (B2, B5), not the official schema.
 */
export const HOLDINGS_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<!--
  The clearing house's holdings interface (ממשק אחזקות), as far as the product's domain notes describe it
  (shared/domain/clearing-house-xml.md B2, B5): not the official XSD, which is not public. No targetNamespace, as the
  official XSDs; a file whose root declares a default namespace (xmlns=".../mivneachid/holdings") is validated with
  that declaration dropped (server/xml/validate-xsd.ts). Blocks the notes name without their contents accept any
  content; blocks whose fields the notes list are checked field by field. Codes are integers, so leading zeros pass.
-->
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">

  <xsd:simpleType name="Date8">
    <xsd:annotation><xsd:documentation>תאריך YYYYMMDD</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:string"><xsd:pattern value="(19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="DateTime14">
    <xsd:annotation><xsd:documentation>תאריך ושעה YYYYMMDDHHMMSS</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:string"><xsd:pattern value="\\d{14}"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Id9">
    <xsd:restriction base="xsd:string"><xsd:pattern value="\\d{9}"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Money">
    <xsd:restriction base="xsd:decimal"><xsd:totalDigits value="15"/><xsd:fractionDigits value="2"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Pct">
    <xsd:annotation><xsd:documentation>אחוז כפי שנכתב: 6.00 הוא 6%</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:decimal"><xsd:minInclusive value="0"/><xsd:maxInclusive value="100"/><xsd:fractionDigits value="4"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Text">
    <xsd:restriction base="xsd:string"><xsd:maxLength value="255"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Code">
    <xsd:restriction base="xsd:nonNegativeInteger"/>
  </xsd:simpleType>
  <xsd:simpleType name="Count">
    <xsd:restriction base="xsd:nonNegativeInteger"/>
  </xsd:simpleType>
  <xsd:simpleType name="SugMutzar">
    <xsd:annotation><xsd:documentation>1 ביטוח מנהלים, 2 קרן פנסיה, 3 קופת גמל, 4 קרן השתלמות, 5 תוכנית ביטוח</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:integer"><xsd:minInclusive value="1"/><xsd:maxInclusive value="5"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="Min">
    <xsd:annotation><xsd:documentation>1 זכר, 2 נקבה</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:integer"><xsd:enumeration value="1"/><xsd:enumeration value="2"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="MatzavMishpachti">
    <xsd:annotation><xsd:documentation>1 רווק, 2 נשוי, 3 גרוש, 4 אלמן, 5 ידוע בציבור</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:integer"><xsd:minInclusive value="1"/><xsd:maxInclusive value="5"/></xsd:restriction>
  </xsd:simpleType>
  <xsd:simpleType name="SvivatAvoda">
    <xsd:annotation><xsd:documentation>1 בדיקות, 2 ייצור</xsd:documentation></xsd:annotation>
    <xsd:restriction base="xsd:integer"><xsd:enumeration value="1"/><xsd:enumeration value="2"/></xsd:restriction>
  </xsd:simpleType>

  <!-- A block the notes name without its contents. -->
  <xsd:complexType name="Open">
    <xsd:sequence><xsd:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xsd:sequence>
    <xsd:anyAttribute processContents="skip"/>
  </xsd:complexType>

  <xsd:element name="Mimshak">
    <xsd:complexType>
      <xsd:sequence>
        <xsd:element name="KoteretKovetz" type="KoteretKovetz"/>
        <xsd:element name="YeshutYatzran" type="YeshutYatzran" maxOccurs="unbounded"/>
        <xsd:element name="YeshutMetafel" type="Open" minOccurs="0" maxOccurs="unbounded"/>
        <xsd:element name="Mutzarim">
          <xsd:complexType>
            <xsd:sequence><xsd:element name="Mutzar" type="Mutzar" maxOccurs="unbounded"/></xsd:sequence>
          </xsd:complexType>
        </xsd:element>
        <xsd:element name="ReshumatSgira" type="ReshumatSgira"/>
      </xsd:sequence>
    </xsd:complexType>
  </xsd:element>

  <xsd:complexType name="KoteretKovetz">
    <xsd:sequence>
      <xsd:element name="SUG-MIMSHAK" type="xsd:integer" fixed="1"/>
      <xsd:element name="MISPAR-GIRSAT-XML"><xsd:simpleType><xsd:restriction base="xsd:string"><xsd:pattern value="\\d{3}"/></xsd:restriction></xsd:simpleType></xsd:element>
      <xsd:element name="TAARICH-BITZUA" type="DateTime14"/>
      <xsd:element name="KOD-SVIVAT-AVODA" type="SvivatAvoda"/>
      <xsd:element name="KIVUN-MIMSHAK-XML" type="Code" minOccurs="0" nillable="true"/>
      <xsd:element name="KOD-SHOLEACH" type="Text"/>
      <xsd:element name="SHEM-SHOLEACH" type="Text"/>
      <xsd:element name="KOD-MEZAHE-METAFEL" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="SHEM-METAFEL" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="MEZAHE-HAAVARA" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="MISPAR-HAKOVETZ" type="Text"/>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="YeshutYatzran">
    <xsd:sequence>
      <xsd:element name="KOD-MEZAHE-YATZRAN" type="Id9"/>
      <xsd:element name="SHEM-YATZRAN" type="Text"/>
      <xsd:element name="IshKesherYeshutYatzran" type="Open" minOccurs="0" maxOccurs="unbounded"/>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="Mutzar">
    <xsd:sequence>
      <xsd:element name="NetuneiMutzar" type="NetuneiMutzar"/>
      <xsd:element name="HeshbonotOPolisot">
        <xsd:complexType>
          <xsd:sequence><xsd:element name="HeshbonOPolisa" type="HeshbonOPolisa" maxOccurs="unbounded"/></xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="NetuneiMutzar">
    <xsd:sequence>
      <xsd:element name="KOD-MEZAHE-YATZRAN" type="Id9"/>
      <xsd:element name="SUG-MUTZAR-PENSIONI" type="SugMutzar"/>
      <xsd:element name="MISPAR-MISLAKA" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="YeshutMaasik" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="SHEM-MAASIK" type="Text" minOccurs="0" nillable="true"/>
            <xsd:element name="MISPAR-MEZAHE-MAASIK" type="Text" minOccurs="0" nillable="true"/>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="YeshutLakoach" type="YeshutLakoach"/>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="YeshutLakoach">
    <xsd:sequence>
      <xsd:element name="SUG-MEZAHE-LAKOACH" type="Code"/>
      <xsd:element name="MISPAR-ZIHUY-LAKOACH" type="Id9"/>
      <xsd:element name="SHEM-PRATI" type="Text"/>
      <xsd:element name="SHEM-MISHPACHA" type="Text"/>
      <xsd:element name="MIN" type="Min"/>
      <xsd:element name="TAARICH-LEYDA" type="Date8"/>
      <xsd:element name="PTIRA" type="Code" minOccurs="0" nillable="true"/>
      <xsd:element name="MATZAV-MISHPACHTI" type="MatzavMishpachti" minOccurs="0" nillable="true"/>
      <xsd:element name="E-MAIL" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="MISPAR-YELADIM" type="Count" minOccurs="0" nillable="true"/>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="HeshbonOPolisa">
    <xsd:sequence>
      <xsd:element name="MISPAR-POLISA-O-HESHBON" type="Text"/>
      <xsd:element name="SHEM-TOCHNIT" type="Text" minOccurs="0" nillable="true"/>
      <xsd:element name="TAARICH-NECHONUT" type="Date8"/>
      <xsd:element name="TAARICH-HITZTARFUT-MUTZAR" type="Date8"/>
      <xsd:element name="SUG-KEREN-PENSIA" type="Code" minOccurs="0" nillable="true"/>
      <xsd:element name="PENSIA-VATIKA-O-HADASHA" type="Code" minOccurs="0" nillable="true"/>
      <xsd:element name="TAARICH-IDKUN-STATUS" type="Date8" minOccurs="0" nillable="true"/>
      <xsd:element name="STATUS-POLISA-O-CHESHBON" type="Code"/>
      <xsd:element name="SUG-POLISA" type="Code" minOccurs="0" nillable="true"/>
      <xsd:element name="SUG-TOCHNIT-O-CHESHBON" type="Code"/>
      <xsd:element name="NetuneiSheerim" type="Open" minOccurs="0"/>
      <xsd:element name="MaslulBituach" type="Open" minOccurs="0"/>
      <xsd:element name="PerutShiabudIkul" type="Open" minOccurs="0"/>
      <xsd:element name="Halvaa" type="Open" minOccurs="0" maxOccurs="unbounded"/>
      <xsd:element name="PirteyTvia" type="Open" minOccurs="0" maxOccurs="unbounded"/>
      <xsd:element name="PerutMitryot" type="Open" minOccurs="0" maxOccurs="unbounded"/>
      <xsd:element name="YitraLefiGilPrisha" type="YitraLefiGilPrisha" minOccurs="0" maxOccurs="unbounded"/>
      <xsd:element name="Tsua" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence><xsd:element name="SHEUR-TSUA-NETO" type="xsd:decimal" minOccurs="0" nillable="true"/></xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PirteiTaktziv" type="PirteiTaktziv" minOccurs="0" maxOccurs="unbounded"/>
      <xsd:element name="Kisuim" type="Kisuim" minOccurs="0"/>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="YitraLefiGilPrisha">
    <xsd:sequence>
      <xsd:element name="GIL-PRISHA" type="Count"/>
      <xsd:element name="TOTAL-CHISACHON-MITZTABER-TZAFUY" type="Money" minOccurs="0" nillable="true"/>
      <xsd:element name="Kupot" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="Kupa" minOccurs="0" maxOccurs="unbounded">
              <xsd:complexType>
                <xsd:sequence>
                  <xsd:element name="SUG-KUPA" type="Code"/>
                  <xsd:element name="KITZVAT-HODSHIT-TZFUYA" type="Money" minOccurs="0" nillable="true"/>
                </xsd:sequence>
              </xsd:complexType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="PirteiTaktziv">
    <xsd:sequence>
      <xsd:element name="PirteiOved" type="Open" minOccurs="0"/>
      <xsd:element name="PirteiHaasaka" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence><xsd:element name="SACHAR-POLISA" type="Money" minOccurs="0" nillable="true"/></xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PerutHafrashotLePolisa" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="SUG-HAMAFKID" type="Code"/>
            <xsd:element name="SUG-HAFRASHA" type="Code"/>
            <xsd:element name="ACHUZ-HAFRASHA" type="Pct" minOccurs="0" nillable="true"/>
            <xsd:element name="SCHUM-HAFRASHA" type="Money" minOccurs="0" nillable="true"/>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PerutMasluleiHashkaa" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="KOD-MASLUL-HASHKAA" type="Text"/>
            <xsd:element name="SHEM-MASLUL-HASHKAA" type="Text" minOccurs="0" nillable="true"/>
            <xsd:element name="SCHUM-TZVIRA-BAMASLUL" type="Money" minOccurs="0" nillable="true"/>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PirteiHafkadaAchrona" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="PerutPirteiHafkadaAchrona" minOccurs="0" maxOccurs="unbounded">
              <xsd:complexType>
                <xsd:sequence><xsd:element name="TOTAL-HAFKADA" type="Money" minOccurs="0" nillable="true"/></xsd:sequence>
              </xsd:complexType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PerutHafkadotMetchilatShana" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:sequence><xsd:element name="SCHUM-HAFKADA-SHESHULAM" type="Money" minOccurs="0" nillable="true"/></xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="PerutHotzaot" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="HotzaotBafoalLehodeshDivoach" minOccurs="0">
              <xsd:complexType>
                <xsd:sequence>
                  <xsd:element name="SHEUR-DMEI-NIHUL-HAFKADA" type="Pct" minOccurs="0" nillable="true"/>
                  <xsd:element name="TOTAL-DMEI-NIHUL-HAFKADA" type="Money" minOccurs="0" nillable="true"/>
                  <xsd:element name="SHEUR-DMEI-NIHUL-TZVIRA" type="Pct" minOccurs="0" nillable="true"/>
                  <xsd:element name="TOTAL-DMEI-NIHUL-TZVIRA" type="Money" minOccurs="0" nillable="true"/>
                </xsd:sequence>
              </xsd:complexType>
            </xsd:element>
            <xsd:element name="MivneDmeiNihul" minOccurs="0">
              <xsd:complexType>
                <xsd:sequence><xsd:element name="PerutMivneDmeiNihul" type="Open" minOccurs="0" maxOccurs="unbounded"/></xsd:sequence>
              </xsd:complexType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
      <xsd:element name="BlockItrot" minOccurs="0">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="Yitrot" minOccurs="0" maxOccurs="unbounded">
              <xsd:complexType>
                <xsd:sequence>
                  <xsd:element name="TAARICH-ERECH-TZVIROT" type="Date8"/>
                  <xsd:element name="PerutYitrot" maxOccurs="unbounded">
                    <xsd:complexType>
                      <xsd:sequence>
                        <xsd:element name="KOD-SUG-ITRA" type="Code"/>
                        <xsd:element name="KOD-SUG-HAFRASHA" type="Code" minOccurs="0" nillable="true"/>
                        <xsd:element name="TOTAL-CHISACHON-MTZBR" type="Money"/>
                        <xsd:element name="TOTAL-ERKEI-PIDION" type="Money" minOccurs="0" nillable="true"/>
                      </xsd:sequence>
                    </xsd:complexType>
                  </xsd:element>
                </xsd:sequence>
              </xsd:complexType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="Kisuim">
    <xsd:sequence>
      <xsd:element name="ZihuiKisui" minOccurs="0" maxOccurs="unbounded">
        <xsd:complexType>
          <xsd:sequence>
            <xsd:element name="KisuiBKerenPensia" minOccurs="0">
              <xsd:complexType>
                <xsd:sequence>
                  <xsd:element name="SHEUR-KISUY-NECHUT" type="Pct" minOccurs="0" nillable="true"/>
                  <xsd:element name="SACH-PENSIAT-NECHUT" type="Money" minOccurs="0" nillable="true"/>
                  <xsd:element name="KITZBAT-SHEERIM-LEALMAN-O-ALMANA" type="Money" minOccurs="0" nillable="true"/>
                </xsd:sequence>
              </xsd:complexType>
            </xsd:element>
          </xsd:sequence>
        </xsd:complexType>
      </xsd:element>
    </xsd:sequence>
  </xsd:complexType>

  <xsd:complexType name="ReshumatSgira">
    <xsd:sequence>
      <xsd:element name="KAMUT-YATZRANIM" type="Count" minOccurs="0" nillable="true"/>
      <xsd:element name="KAMUT-METAFELIM" type="Count" minOccurs="0" nillable="true"/>
      <xsd:element name="KAMUT-MUTZARIM" type="Count"/>
      <xsd:element name="KAMUT-YESHUYOT-MAASIK" type="Count" minOccurs="0" nillable="true"/>
      <xsd:element name="KAMUT-YESHUYOT-MEFITZ" type="Count" minOccurs="0" nillable="true"/>
      <xsd:element name="MISPAR-YESHUYUT-LAKOACH-BAKOVETZ" type="Count" minOccurs="0" nillable="true"/>
      <xsd:element name="KAMUT-POLISOT" type="Count"/>
    </xsd:sequence>
  </xsd:complexType>
</xsd:schema>
`;
