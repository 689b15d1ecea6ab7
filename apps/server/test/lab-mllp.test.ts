import { createConnection } from 'node:net';
import { labMessages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { Client, Message } from 'node-hl7-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testResults } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { daysFromToday, updatePatient, useClinicalCast } from './helpers/clinical.js';
import { collectedSpecimen, insertLabViralLoad } from './helpers/lab.js';

/**
 * The laboratory's MLLP listener, reached by a real MLLP client (node-hl7-client) over TCP: each ORU^R01 is
 * imported through the same pipeline as a file and answered with its ACK.
 */
const t = useTestApp({ config: { labMllpPort: 0, labMllpAllow: ['127.0.0.1'] } });
const cast = useClinicalCast(t, { patient: {}, secretNotes: 'Ghi chú' });
let code = '';
let appointmentId = 0;
const client = new Client({ host: '127.0.0.1' });

beforeAll(async () => {
  await updatePatient(t.db, cast.patient, { artNumber: 'MLLP-1' });
  ({ appointmentId, code } = await collectedSpecimen(t, {
    patient: cast.patient,
    doctor: cast.doctor,
    testTypeId: await insertLabViralLoad(t.db),
    day: daysFromToday(-1),
  }));
});
afterAll(() => client.closeAll());

const oru = (id: string, value: string, type = 'ORU^R01^ORU_R01') =>
  [
    `MSH|^~\\&|LIS|LABHCM|CLINIC|PK|20261120101500||${type}|${id}|P|2.5.1`,
    'PID|1||MLLP-1^^^PK^MR',
    `OBR|1|${code}|${code}|25836-8^HIV-1 RNA^LN|||${daysFromToday(-1).replaceAll('-', '')}0800`,
    `OBX|1|NM|25836-8^HIV-1 RNA^LN||${value}|copies/mL|||||F`,
  ].join('\r');

/** Sends one message and waits for its ACK. */
async function exchange(text: string): Promise<Message> {
  const port = t.app.ctx.mllp?.port as number;
  let answer: (m: Message) => void = () => {};
  const acked = new Promise<Message>((resolve) => {
    answer = resolve;
  });
  const connection = client.createConnection({ port, waitAck: true }, async (res) =>
    answer(res.getMessage()),
  );
  await connection.sendMessage(new Message({ text }));
  const ack = await acked;
  await connection.close();
  return ack;
}

describe('the MLLP listener', () => {
  it('imports an ORU^R01 and answers AA, then AE when a row cannot be read, and AR for another message type', async () => {
    const accepted = await exchange(oru('M100', '12500'));
    expect(accepted.get('MSA.1').toString()).toBe('AA');
    expect(accepted.get('MSA.2').toString()).toBe('M100');
    const [result] = await t.db
      .select()
      .from(testResults)
      .where(eq(testResults.appointmentId, appointmentId));
    expect(result).toMatchObject({ numericValue: 12500 });

    // The same message again changes nothing and is still accepted.
    expect((await exchange(oru('M100', '12500'))).get('MSA.1').toString()).toBe('AA');

    const unreadable = await exchange(oru('M101', 'cao'));
    expect(unreadable.get('MSA.1').toString()).toBe('AE');
    expect(unreadable.get('MSA.3').toString()).toContain('cao');

    const refused = await exchange(oru('M102', '1', 'ADT^A01'));
    expect(refused.get('MSA.1').toString()).toBe('AR');
    expect(refused.get('MSA.2').toString()).toBe('M102');
    expect(refused.get('ERR.8').toString()).toBe(labMessages.hl7NotOru(1, 'ADT^A01'));
  });

  it('closes a connection from an address the laboratory did not list, without reading it', async () => {
    // 127.0.0.2 is this machine too, but not among LAB_MLLP_ALLOW.
    const outcome = await new Promise<string>((resolve) => {
      const socket = createConnection({
        port: t.app.ctx.mllp?.port as number,
        host: '127.0.0.1',
        localAddress: '127.0.0.2',
      });
      let answered = '';
      socket.on('connect', () => socket.write(`\x0b${oru('M200', '40')}\x1c\r`));
      socket.on('data', (d) => {
        answered += d.toString();
      });
      socket.on('close', () => resolve(answered === '' ? 'closed' : answered));
      socket.on('error', () => resolve('closed'));
    });
    expect(outcome).toBe('closed');
  });
});
