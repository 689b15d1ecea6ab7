import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { labMessages } from '@clinic/contract';
import { Message } from 'node-hl7-client';
import { HL7_2_5_1 } from 'node-hl7-client/hl7';
import type { Notify } from '../clinic/result-notice.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';
import type { MessagingSettings } from '../messaging/queue.js';
import { hl7Rows } from './import/hl7.js';
import { importLabRows } from './import/pipeline.js';

/** MLLP's frame around each message: a vertical tab before, a file separator and a carriage return after. */
const START = 0x0b;
const END = Buffer.from([0x1c, 0x0d]);

export type AckCode = 'AA' | 'AE' | 'AR';

/**
 * The acknowledgement of `received`, built with the HL7 library: MSA-1 the code, MSA-2 the message's control id,
 * MSA-3 and ERR-8 why, when it is not a plain accept (node-hl7-server's own ACK cannot say why, hence this listener).
 */
export function ackFor(received: Message | null, code: AckCode, why: string | null): string {
  const field = (path: string) => received?.get(path).toString() ?? '';
  const ack = new Message({
    specification: new HL7_2_5_1(),
    messageHeader: {
      msh_9_1: 'ACK',
      msh_9_2: field('MSH.9.2') || 'R01',
      msh_10: `ACK${Date.now()}`,
      msh_11_1: 'P',
    },
  });
  ack.set('MSH.3', field('MSH.5'));
  ack.set('MSH.4', field('MSH.6'));
  ack.set('MSH.5', field('MSH.3'));
  ack.set('MSH.6', field('MSH.4'));
  const msa = ack.addSegment('MSA');
  msa.set('1', code);
  msa.set('2', field('MSH.10'));
  if (why) {
    msa.set('3', why);
    const err = ack.addSegment('ERR');
    err.set('4', code === 'AR' ? 'E' : 'W');
    err.set('8', why);
  }
  return ack.toString();
}

/**
 * What one message comes to: AA when every result was taken (imported, or held for review); AE when some rows could
 * not be read, naming them; AR when the message itself is refused (not ORU^R01, broken).
 */
async function handle(db: Db, text: string, timeZone: string, notify: () => Notify): Promise<string> {
  let message: Message | null = null;
  try {
    message = new Message({ text });
    const report = await importLabRows(
      db,
      { kind: 'listener', clientAddress: null },
      hl7Rows([message]),
      {
        format: 'hl7',
        content: Buffer.from(text),
        timeZone,
      },
      notify(),
    );
    const bad = report.rows.filter((r) => r.outcome === 'invalid' || r.outcome === 'notYours');
    if (bad.length === 0) return ackFor(message, 'AA', null);
    return ackFor(message, 'AE', bad.map((r) => `OBX ${r.line}: ${r.reason}`).join('; '));
  } catch (err) {
    const why = err instanceof HttpError ? err.message : labMessages.fileUnreadable((err as Error).message);
    return ackFor(message, 'AR', why);
  }
}

/**
 * The optional MLLP listener of a laboratory's information system (LAB_MLLP_PORT): only the addresses of
 * LAB_MLLP_ALLOW may connect; each framed message goes through the import pipeline and is answered with its ACK.
 * Messages of one connection are answered in the order they came.
 */
export interface MllpListener {
  /** the port it listens on (LAB_MLLP_PORT=0 takes a free one) */
  port: number;
  /** Stops listening and ends the open connections. */
  close(): Promise<void>;
}

export function startMllpListener(
  db: Db,
  o: {
    port: number;
    host: string;
    allow: readonly string[];
    timeZone: string;
    settings: MessagingSettings;
    clock: () => Date;
  },
): Promise<MllpListener> {
  const allowed = new Set(o.allow);
  const open = new Set<Socket>();
  const server: Server = createServer((socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    const remote = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    if (!allowed.has(remote)) {
      socket.destroy();
      return;
    }
    let pending = Buffer.alloc(0);
    let queue = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (let end = pending.indexOf(END); end >= 0; end = pending.indexOf(END)) {
        const frame = pending.subarray(0, end);
        pending = pending.subarray(end + END.length);
        const start = frame.indexOf(START);
        const text = frame.subarray(start + 1).toString('utf8');
        queue = queue.then(async () => {
          const ack = await handle(db, text, o.timeZone, () => ({ settings: o.settings, now: o.clock() }));
          if (!socket.destroyed) socket.write(Buffer.concat([Buffer.from([START]), Buffer.from(ack), END]));
        });
      }
    });
    socket.on('error', () => socket.destroy());
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      server.close(() => resolve());
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve({ port: (server.address() as AddressInfo).port, close }));
  });
}
