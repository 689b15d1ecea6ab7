import { labMessages } from '@clinic/contract';
import { Batch, isBatch, Message } from 'node-hl7-client';
import { badRequest } from '../../lib/http-error.js';
import type { ParsedRow } from './rows.js';

type Segment = ReturnType<Message['toArray']>[number];

const SEGMENT_NAME = /^[A-Z][A-Z0-9]{2}$/;

/** yyyyMMdd[HHmm[ss]] of an HL7 timestamp field as yyyy-MM-dd, or null. */
function hl7Day(ts: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(ts);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** The messages of a file: one ORU^R01, several one after another, or a batch (BHS … BTS). */
export function hl7Messages(text: string): Message[] {
  const normal = text.replace(/\r\n|\n/g, '\r').trim();
  if (normal === '') throw badRequest(labMessages.fileEmpty);
  try {
    return isBatch(normal) ? new Batch({ text: normal }).messages() : [new Message({ text: normal })];
  } catch (err) {
    throw badRequest(labMessages.hl7Broken(1, (err as Error).message));
  }
}

/**
 * The results of ORU^R01 messages: each OBX is a row, numbered across the file; its specimen is the OBR before it
 * (the filler's order number, else the placer's) collected at OBR-7, its patient the ART number in PID-3, its test
 * OBX-3 (a LOINC code, else the test's name), its value OBX-5 (for a coded value, its text) and unit OBX-6.
 * A message that is not ORU^R01 or holds a broken segment refuses the whole file, saying which message.
 */
export function hl7Rows(messages: readonly Message[]): ParsedRow[] {
  const rows: ParsedRow[] = [];
  messages.forEach((message, index) => {
    const ordinal = index + 1;
    const type = `${message.get('MSH.9.1').toString()}^${message.get('MSH.9.2').toString()}`;
    if (type !== 'ORU^R01') throw badRequest(labMessages.hl7NotOru(ordinal, type === '^' ? '' : type));
    const artNumber = message.get('PID.3.1').toString().trim() || null;
    let specimenCode: string | null = null;
    let collectionDate: string | null = null;
    for (const segment of message.toArray() as Segment[]) {
      if (!SEGMENT_NAME.test(segment.name)) {
        throw badRequest(labMessages.hl7Broken(ordinal, `đoạn "${segment.name}" không hợp lệ`));
      }
      if (segment.name === 'OBR') {
        specimenCode = segment.get('3.1').toString().trim() || segment.get('2.1').toString().trim() || null;
        collectionDate = hl7Day(segment.get('7.1').toString().trim());
      } else if (segment.name === 'OBX') {
        const coded = ['CE', 'CWE'].includes(segment.get('2').toString().trim());
        const value = (coded && segment.get('5.2').toString().trim()) || segment.get('5.1').toString().trim();
        rows.push({
          line: rows.length + 1,
          specimenCode,
          artNumber,
          collectionDate,
          test: segment.get('3.1').toString().trim() || segment.get('3.2').toString().trim(),
          value,
          unit: segment.get('6.1').toString().trim(),
        });
      }
    }
  });
  return rows;
}
