import {
  type AvailableSlots,
  availableSlotsData,
  availableSlotsDay,
  envelopeOf,
  okEnvelope,
} from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { composedJson } from '../src/lib/composed-json.js';
import { KeptForms } from '../src/lib/kept.js';
import { serializerCompiler } from '../src/lib/serializer.js';

const schema = envelopeOf(availableSlotsData);
/** The success envelope of `data`, as the routes make it. */
const envelope = (data: AvailableSlots, message: string) => ({ ...okEnvelope(data, message), data });
const forms = new KeptForms();
/** The route's own serializer, as lib/serializer.ts makes it. */
const serialize = serializerCompiler(new KeptForms())({
  schema,
  method: 'GET',
  url: '/api/Appointment/GetAvailableSlots',
  httpStatus: '200',
} as never);

const day = (date: string, hours: number): AvailableSlots['days'][number] => ({
  date,
  slots: Array.from({ length: hours }, (_, h) => ({
    time: `${String(8 + h).padStart(2, '0')}:00:00`,
    doctors: [
      // A field the schema does not list is left out, as the serializer leaves it out.
      { doctorId: 2, doctorName: 'BS "Ánh"', email: 'x@example.com' } as never,
      { doctorId: 7, doctorName: 'BS Bình\n' },
    ],
  })),
});

describe('composedJson', () => {
  it.each([
    [
      'days with slots, one without',
      { days: [day('2026-12-01', 2), day('2026-12-02', 0), day('2026-12-03', 1)] },
    ],
    ['no day at all', { days: [] }],
  ])('writes what the route serializer writes: %s', (_name, data: AvailableSlots) => {
    for (const message of ['Thành công', 'Không còn giờ trống "days":[]']) {
      const answer = envelope(data, message);
      expect(String(composedJson(schema, answer, 'days', availableSlotsDay))).toBe(serialize(answer));
    }
  });

  it('writes a kept day once for every answer that holds it, and a kept answer once', () => {
    const monday = forms.keep(day('2026-12-07', 1));
    const first = forms.keep({ days: [monday, day('2026-12-08', 1)] });
    const second = forms.keep({ days: [day('2026-12-06', 1), monday] });
    const json = composedJson(schema, envelope(first, 'ok'), 'days', availableSlotsDay);
    // Kept answers are never changed (db/cached-read.ts); changing one shows that its JSON was not made again.
    (monday.slots[0] as { time: string }).time = '23:00:00';
    expect(String(composedJson(schema, envelope(second, 'ok'), 'days', availableSlotsDay))).not.toContain(
      '23:00:00',
    );
    expect(composedJson(schema, envelope(first, 'ok'), 'days', availableSlotsDay)).toBe(json);
    const plain = { days: [day('2026-12-09', 1)] };
    const before = String(composedJson(schema, envelope(plain, 'ok'), 'days', availableSlotsDay));
    (plain.days[0]?.slots[0] as { time: string }).time = '23:00:00';
    expect(String(composedJson(schema, envelope(plain, 'ok'), 'days', availableSlotsDay))).not.toBe(before);
  });
});
