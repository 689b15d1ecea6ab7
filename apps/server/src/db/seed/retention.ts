import type { DaysDispensedOption, TracingOutcome } from '@clinic/contract';
import type { HistoryTest } from './people.js';

/**
 * Demo patients who fell out of care, so the tracing list and the programme indicators show real
 * figures on a fresh start. Days are before the seed's today; a visit or missed appointment moves back to the
 * doctor's previous working day (up to 2 days), which the run-outs below allow for.
 */
export interface RetentionVisit {
  daysAgo: number;
  hour: number;
  test: HistoryTest;
  resultValue: string;
  notes: string;
  treatmentNotes: string;
  /** the days of pills dispensed when the treatment starts (the day after the visit) */
  daysDispensed: DaysDispensedOption;
  /** later dispenses of the same treatment: days after its start, and days dispensed */
  refills?: readonly { daysAfterStart: number; daysDispensed: DaysDispensedOption }[];
}

export interface RetentionHistory {
  patient: string;
  doctor: string;
  visits: readonly RetentionVisit[];
  /** appointments the patient did not come to: status Missed, no result */
  missed: readonly { daysAgo: number; hour: number }[];
  /** tracing calls, recorded by `recordedBy` */
  outcomes?: readonly { daysAgo: number; outcome: TracingOutcome; notes: string; recordedBy: string }[];
}

export const RETENTION_HISTORIES: readonly RetentionHistory[] = [
  {
    // Late: started 130 days ago with 30 days, refilled twice (30 and 60 days): run-out 13-15 days ago; the
    // refill visit 16-18 days ago was missed and nobody has called yet.
    patient: 'patient3',
    doctor: 'doctor1',
    visits: [
      {
        daysAgo: 130,
        hour: 10,
        test: 'cd4',
        resultValue: '340',
        notes: 'Chẩn đoán mới, CD4 340. Tư vấn bắt đầu điều trị ARV trong ngày.',
        treatmentNotes: 'Khởi động phác đồ TLD, cấp thuốc 1 tháng. Hẹn tái khám khi hết thuốc.',
        daysDispensed: 30,
        refills: [
          { daysAfterStart: 28, daysDispensed: 30 },
          { daysAfterStart: 56, daysDispensed: 60 },
        ],
      },
    ],
    missed: [{ daysAgo: 16, hour: 14 }],
  },
  {
    // Interrupted: the last supply (60 days, 128 days ago) ran out 67-69 days ago; the visit 70 days ago was
    // missed and a call 30 days ago did not reach her.
    patient: 'patient4',
    doctor: 'doctor2',
    visits: [
      {
        daysAgo: 160,
        hour: 9,
        test: 'viralLoad',
        resultValue: '35000',
        notes: 'Tải lượng vi rút ban đầu trước điều trị.',
        treatmentNotes: 'Bắt đầu phác đồ TLD 1 viên mỗi ngày, cấp thuốc 1 tháng.',
        daysDispensed: 30,
      },
      {
        daysAgo: 128,
        hour: 11,
        test: 'cd4',
        resultValue: '290',
        notes: 'Dung nạp thuốc tốt. Đi làm xa, xin cấp thuốc 2 tháng.',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 2 tháng.',
        daysDispensed: 60,
      },
    ],
    missed: [{ daysAgo: 70, hour: 15 }],
    outcomes: [
      {
        daysAgo: 30,
        outcome: 'notReached',
        notes: 'Gọi 3 lần không nghe máy, đã nhắn tin hẹn quay lại.',
        recordedBy: 'manager1',
      },
    ],
  },
];
