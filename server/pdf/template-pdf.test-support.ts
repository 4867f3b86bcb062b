import { deflateSync } from 'node:zlib';
import type { DocumentTemplate } from '../../engine/generated/config-types';
import type { TemplatePdfInput } from './template-pdf';

const SECTIONS = [
  { he: 'היקף השירות', en: 'Scope of the service' },
  { he: 'שכר טרחה ותשלום', en: 'Fees and payment' },
  { he: 'מסמכים ומידע', en: 'Documents and information' },
  { he: 'סודיות ושמירת מידע', en: 'Confidentiality and records' },
  { he: 'סיום ההתקשרות', en: 'Ending the engagement' },
];

// Each section's body: sentences with a name, an ID number, an e-mail, a phone and an amount inside the language's text.
const BODY = {
  he: [
    'לקוח יקר, {client.fullName}, מספר תעודת זהות {client.idNumber}, אנו שמחים לאשר את תחילת ההתקשרות בינינו ואת התנאים המפורטים במכתב זה.',
    'שכר הטרחה המוסכם הוא ₪12,500 לשנה, והוא ישולם בארבעה תשלומים שווים של ₪3,125 בתחילת כל רבעון.',
    'כל פנייה בנושא ההתקשרות תישלח לכתובת {client.email} או בטלפון {client.phone}, ואנו נשיב לה בתוך שני ימי עבודה.',
    'אם פרט כלשהו במכתב זה אינו נכון, נבקש שתודיעו לנו בהקדם כדי שנוכל לעדכן את רישומינו ולמנוע עיכוב בטיפול.',
  ],
  en: [
    'Dear {client.fullName}, ID number {client.idNumber}, we are pleased to confirm the start of our engagement and the terms set out in this letter.',
    'The agreed fee is ₪12,500 a year, paid in four equal payments of ₪3,125 at the start of each quarter.',
    'Please send anything about the engagement to {client.email} or call {client.phone}, and we will answer within two working days.',
    'If any detail in this letter is wrong, please tell us soon so that we can correct our records and avoid any delay in our work.',
  ],
};

/** A letter of about three pages in Hebrew and English, naming the client's facts in its sentences. */
export function sampleLetter(): DocumentTemplate {
  const blocks: DocumentTemplate['blocks'] = [{ kind: 'paragraph', text: { he: '{today}\n\nלכבוד\n{client.fullName}\n{client.address}', en: '{today}\n\nTo\n{client.fullName}\n{client.address}' } }];
  SECTIONS.forEach((section, index) => {
    blocks.push({ kind: 'heading', text: { he: `${index + 1}. ${section.he}`, en: `${index + 1}. ${section.en}` } });
    const paragraph = (language: 'he' | 'en') => [0, 1, 2].map((turn) => [...BODY[language].slice(turn), ...BODY[language].slice(0, turn)].join(' ')).join('\n\n');
    blocks.push({ kind: 'paragraph', text: { he: paragraph('he'), en: paragraph('en') } });
  });
  blocks.push({ kind: 'paragraph', text: { he: 'בברכה,', en: 'Yours sincerely,' } });
  blocks.push({ kind: 'signature', text: { he: '{user.fullName}\n{office.name}', en: '{user.fullName}\n{office.name}' } });
  blocks.push({ kind: 'signature', text: { he: 'חתימת הלקוח: {client.fullName}', en: 'Client’s signature: {client.fullName}' } });
  return {
    id: 'engagement-letter',
    documentType: 'contract',
    name: { he: 'מכתב התקשרות', en: 'Engagement letter' },
    outputs: ['pdf'],
    title: { he: 'מכתב התקשרות עם {client.fullName}', en: 'Engagement letter for {client.fullName}' },
    blocks,
  };
}

/** The facts the sample letter is filled with. */
export const SAMPLE_VALUES: TemplatePdfInput['values'] = {
  'client.fullName': 'דנה כהן',
  'client.idNumber': '123456782',
  'client.email': 'dana.cohen@example.co.il',
  'client.phone': '050-1234567',
  'client.address': 'רחוב הרצל 12, תל אביב',
  'office.name': 'משרד לוי ושות׳',
  'user.fullName': 'עו״ד יעל לוי',
  today: '27/11/2026',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (RGBA, 8 bits) of the given size, each pixel's colour from `pixel`. */
export function pngOf(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]));
}

/** A small PNG logo: a white disc with a dark ring on a transparent square, so it shows on any band colour. */
export function sampleLogoPng(size = 64): Uint8Array {
  return pngOf(size, size, (x, y) => {
    const distance = Math.hypot(x - size / 2 + 0.5, y - size / 2 + 0.5) / (size / 2);
    return distance > 1 ? [0, 0, 0, 0] : distance > 0.8 ? [30, 30, 40, 255] : [255, 255, 255, 255];
  });
}
