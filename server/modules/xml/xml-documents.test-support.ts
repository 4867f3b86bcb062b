import { multipart, type Part } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { XML_BASE } from './xml-paths';

/** The domain notes' B5 sample holdings file (one member, ID 000000018, one policy 1000001 of 80,000). */
export const SAMPLE_HOLDINGS = `<?xml version="1.0" encoding="UTF-8"?>
<Mimshak><KoteretKovetz><SUG-MIMSHAK>1</SUG-MIMSHAK><MISPAR-GIRSAT-XML>004</MISPAR-GIRSAT-XML><TAARICH-BITZUA>20250131120000</TAARICH-BITZUA>
 <KOD-SVIVAT-AVODA>1</KOD-SVIVAT-AVODA><KOD-SHOLEACH>512345678</KOD-SHOLEACH><SHEM-SHOLEACH>חברה לדוגמה</SHEM-SHOLEACH>
 <MISPAR-HAKOVETZ>20250131120000512345678</MISPAR-HAKOVETZ></KoteretKovetz>
 <YeshutYatzran><KOD-MEZAHE-YATZRAN>512345678</KOD-MEZAHE-YATZRAN><SHEM-YATZRAN>חברה לדוגמה</SHEM-YATZRAN></YeshutYatzran>
 <Mutzarim><Mutzar><NetuneiMutzar><KOD-MEZAHE-YATZRAN>512345678</KOD-MEZAHE-YATZRAN><SUG-MUTZAR-PENSIONI>2</SUG-MUTZAR-PENSIONI>
  <YeshutLakoach><SUG-MEZAHE-LAKOACH>1</SUG-MEZAHE-LAKOACH><MISPAR-ZIHUY-LAKOACH>000000018</MISPAR-ZIHUY-LAKOACH><SHEM-PRATI>ישראל</SHEM-PRATI>
   <SHEM-MISHPACHA>ישראלי</SHEM-MISHPACHA><MIN>1</MIN><TAARICH-LEYDA>19850415</TAARICH-LEYDA></YeshutLakoach></NetuneiMutzar>
  <HeshbonotOPolisot><HeshbonOPolisa><MISPAR-POLISA-O-HESHBON>1000001</MISPAR-POLISA-O-HESHBON><TAARICH-NECHONUT>20241231</TAARICH-NECHONUT>
   <TAARICH-HITZTARFUT-MUTZAR>20100101</TAARICH-HITZTARFUT-MUTZAR><STATUS-POLISA-O-CHESHBON>1</STATUS-POLISA-O-CHESHBON>
   <SUG-TOCHNIT-O-CHESHBON>1</SUG-TOCHNIT-O-CHESHBON><PirteiTaktziv>
   <PerutHafrashotLePolisa><SUG-HAMAFKID>1</SUG-HAMAFKID><SUG-HAFRASHA>2</SUG-HAFRASHA><ACHUZ-HAFRASHA>6.00</ACHUZ-HAFRASHA></PerutHafrashotLePolisa>
   <PerutHotzaot><HotzaotBafoalLehodeshDivoach><SHEUR-DMEI-NIHUL-HAFKADA>1.00</SHEUR-DMEI-NIHUL-HAFKADA><TOTAL-DMEI-NIHUL-HAFKADA>222.00</TOTAL-DMEI-NIHUL-HAFKADA>
    <SHEUR-DMEI-NIHUL-TZVIRA>0.2200</SHEUR-DMEI-NIHUL-TZVIRA><TOTAL-DMEI-NIHUL-TZVIRA>550.00</TOTAL-DMEI-NIHUL-TZVIRA></HotzaotBafoalLehodeshDivoach></PerutHotzaot>
   <BlockItrot><Yitrot><TAARICH-ERECH-TZVIROT>20241231</TAARICH-ERECH-TZVIROT><PerutYitrot><KOD-SUG-ITRA>1</KOD-SUG-ITRA>
    <KOD-SUG-HAFRASHA>2</KOD-SUG-HAFRASHA><TOTAL-CHISACHON-MTZBR>80000.00</TOTAL-CHISACHON-MTZBR></PerutYitrot></Yitrot></BlockItrot>
 </PirteiTaktziv></HeshbonOPolisa></HeshbonotOPolisot></Mutzar></Mutzarim>
 <ReshumatSgira><KAMUT-MUTZARIM>1</KAMUT-MUTZARIM><KAMUT-POLISOT>1</KAMUT-POLISOT></ReshumatSgira></Mimshak>
`;

/** The sample with MIN=3: an enum the XSD refuses. */
export const INVALID_HOLDINGS = SAMPLE_HOLDINGS.replace('<MIN>1</MIN>', '<MIN>3</MIN>');

/** A file name of the clearing house's format (B1), so that the name check is quiet. */
export const HOLDINGS_FILE_NAME = '512345678_001_20250131120000_0001.xml';

/** The intake's calls for an agent, under /api/xml. */
export function xmlApi(agent: TestAgent) {
  const headers = { 'accept-language': 'en' };
  return {
    get: (path: string) => agent.request({ method: 'GET', url: `${XML_BASE}${path}`, headers }),
    post: (path: string, payload: object) => agent.request({ method: 'POST', url: `${XML_BASE}${path}`, payload, csrf: true, headers }),
    patch: (path: string, payload: object) => agent.request({ method: 'PATCH', url: `${XML_BASE}${path}`, payload, csrf: true, headers }),
    delete: (path: string) => agent.request({ method: 'DELETE', url: `${XML_BASE}${path}`, csrf: true, headers }),
    /** POST /upload with a file and text fields. */
    upload: (fileName: string, data: Buffer | string, fields: Record<string, string> = {}) => {
      const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, data: value })), { name: 'file', fileName, contentType: 'application/octet-stream', data: Buffer.from(data) }];
      const form = multipart(parts);
      return agent.request({ method: 'POST', url: `${XML_BASE}/upload`, payload: form.payload, csrf: true, headers: { ...form.headers, ...headers } });
    },
  };
}
