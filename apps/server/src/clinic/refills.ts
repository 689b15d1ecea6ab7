import {
  clinicalMessages,
  type RefillCreateBody,
  type RefillCreated,
  retentionApiMessages,
} from '@clinic/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refills, treatments } from '../db/schema.js';
import { fieldError, notFound, refuseFuture } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';
import { lockOwnRecord } from './access.js';
import { treatmentSupply } from './treatments.js';

/**
 * POST /Treatment/Refill: the doctor of the treatment's appointment records a later supply of its pills (anyone
 * else's treatment is answered as missing). The dispense date may not be after clinic today nor before the
 * treatment's start. The answer is the treatment's supply from its latest dispense, which a back-dated refill
 * may not change. A refill counts as a contact for retention (clinic/retention.ts reads the refills table).
 */
export async function createRefill(
  db: Db,
  user: AuthUser,
  body: RefillCreateBody,
  today: string,
): Promise<RefillCreated> {
  return db.transaction(async (tx) => {
    if (user.doctorId === null) throw notFound(clinicalMessages.treatmentNotFound);
    // Two refills of one treatment at once are serialised, so each answer reflects the one before it.
    const treatment = await lockOwnRecord(
      user,
      'treatment',
      tx
        .select({
          treatmentId: treatments.treatmentId,
          startDate: treatments.startDate,
          endDate: treatments.endDate,
          storedDaysDispensed: treatments.daysDispensed,
        })
        .from(treatments)
        .$dynamic(),
      body.treatmentId,
    );
    refuseFuture(body.dispenseDate, today, 'dispenseDate', retentionApiMessages.dispenseDateInFuture);
    if (body.dispenseDate < treatment.startDate) {
      throw fieldError('dispenseDate', retentionApiMessages.dispenseBeforeStart);
    }
    const [row] = await tx
      .insert(refills)
      .values({
        treatmentId: treatment.treatmentId,
        dispenseDate: body.dispenseDate,
        daysDispensed: body.daysDispensed,
        createdByDoctorId: user.doctorId,
      })
      .returning({ refillId: refills.refillId });
    const [latest] = await tx
      .select({ refillDate: refills.dispenseDate, refillDays: refills.daysDispensed })
      .from(refills)
      .where(eq(refills.treatmentId, treatment.treatmentId))
      .orderBy(desc(refills.dispenseDate), desc(refills.refillId))
      .limit(1);
    const { runOutDate, refillDueDate } = treatmentSupply({
      ...treatment,
      refillDate: latest?.refillDate ?? null,
      refillDays: latest?.refillDays ?? null,
    });
    return {
      refillId: row?.refillId as number,
      treatmentId: treatment.treatmentId,
      runOutDate,
      refillDueDate,
    };
  });
}
