import type { BloodType, Gender, Role, Weekday } from '@clinic/contract';

/** The demo accounts the README lists; all share the password DEMO_PASSWORD and are verified and active. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface SeedAccount {
  username: string;
  role: Role;
  fullName: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: Gender;
  address: string;
  doctor?: { bio: string; workDays: readonly Weekday[]; certificates: readonly SeedCertificate[] };
  patient?: { bloodType: BloodType; specialNotes: string | null };
}

export interface SeedCertificate {
  certificateName: string;
  issuedBy: string;
  issueDate: string;
  expiryDate: string | null;
}

export const WORK_START = '08:00:00';
export const WORK_END = '17:00:00';

export const ACCOUNTS: readonly SeedAccount[] = [
  {
    username: 'admin1',
    role: 'Admin',
    fullName: 'Trần Quốc Bảo',
    phoneNumber: '0903125478',
    dateOfBirth: '1984-03-12',
    gender: 'Male',
    address: '125 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
  },
  {
    username: 'manager1',
    role: 'Manager',
    fullName: 'Lê Thị Thu Hà',
    phoneNumber: '0908234561',
    dateOfBirth: '1982-07-25',
    gender: 'Female',
    address: '48 Lý Tự Trọng, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  },
  {
    username: 'staff1',
    role: 'Staff',
    fullName: 'Phạm Minh Tuấn',
    phoneNumber: '0912346870',
    dateOfBirth: '1995-11-02',
    gender: 'Male',
    address: '210 Cách Mạng Tháng Tám, Phường 10, Quận 3, TP. Hồ Chí Minh',
  },
  {
    username: 'doctor1',
    role: 'Doctor',
    fullName: 'Nguyễn Thị Mai Lan',
    phoneNumber: '0935612874',
    dateOfBirth: '1978-04-18',
    gender: 'Female',
    address: '36 Trần Quang Khải, Phường Tân Định, Quận 1, TP. Hồ Chí Minh',
    doctor: {
      bio: 'Bác sĩ chuyên khoa II Truyền nhiễm, hơn 15 năm kinh nghiệm điều trị HIV/AIDS và các bệnh nhiễm trùng cơ hội; tư vấn điều trị ARV cho phụ nữ mang thai.',
      workDays: ['Monday', 'Wednesday', 'Friday'],
      certificates: [
        {
          certificateName: 'Chứng chỉ hành nghề khám bệnh, chữa bệnh - chuyên khoa Truyền nhiễm',
          issuedBy: 'Sở Y tế TP. Hồ Chí Minh',
          issueDate: '2012-06-15',
          expiryDate: null,
        },
        {
          certificateName: 'Bằng Bác sĩ chuyên khoa II Truyền nhiễm',
          issuedBy: 'Đại học Y Dược TP. Hồ Chí Minh',
          issueDate: '2016-09-30',
          expiryDate: null,
        },
      ],
    },
  },
  {
    username: 'doctor2',
    role: 'Doctor',
    fullName: 'Hoàng Văn Đức',
    phoneNumber: '0977345126',
    dateOfBirth: '1983-09-09',
    gender: 'Male',
    address: '82 Phan Đăng Lưu, Phường 5, Quận Phú Nhuận, TP. Hồ Chí Minh',
    doctor: {
      bio: 'Thạc sĩ, bác sĩ Nội - Truyền nhiễm; chuyên tư vấn xét nghiệm HIV, dự phòng PrEP/PEP và theo dõi điều trị ARV dài hạn.',
      workDays: ['Tuesday', 'Thursday', 'Saturday'],
      certificates: [
        {
          certificateName: 'Chứng chỉ hành nghề khám bệnh, chữa bệnh - chuyên khoa Nội',
          issuedBy: 'Sở Y tế TP. Hồ Chí Minh',
          issueDate: '2014-03-20',
          expiryDate: null,
        },
        {
          certificateName: 'Chứng nhận đào tạo điều trị HIV/AIDS và dự phòng PrEP',
          issuedBy: 'Cục Phòng, chống HIV/AIDS - Bộ Y tế',
          issueDate: '2022-11-10',
          expiryDate: '2027-11-10',
        },
      ],
    },
  },
  {
    username: 'patient1',
    role: 'Patient',
    fullName: 'Võ Thanh Hùng',
    phoneNumber: '0386471259',
    dateOfBirth: '1992-06-14',
    gender: 'Male',
    address: '17/4 Lê Văn Sỹ, Phường 13, Quận 3, TP. Hồ Chí Minh',
    patient: { bloodType: 'O+', specialNotes: 'Dị ứng penicillin' },
  },
  {
    username: 'patient2',
    role: 'Patient',
    fullName: 'Đặng Thị Ngọc Anh',
    phoneNumber: '0709258413',
    dateOfBirth: '1996-01-30',
    gender: 'Female',
    address: '245 Quang Trung, Phường 10, Quận Gò Vấp, TP. Hồ Chí Minh',
    patient: { bloodType: 'B+', specialNotes: null },
  },
  // Retention (the tracing list of db/seed/retention.ts): patient3 is late for doctor1, patient4 has interrupted treatment with doctor2.
  {
    username: 'patient3',
    role: 'Patient',
    fullName: 'Lý Văn Phúc',
    phoneNumber: '0938215746',
    dateOfBirth: '1988-09-02',
    gender: 'Male',
    address: '56 Nguyễn Trãi, Phường 3, Quận 5, TP. Hồ Chí Minh',
    patient: { bloodType: 'A+', specialNotes: null },
  },
  {
    username: 'patient4',
    role: 'Patient',
    fullName: 'Hồ Thị Mai Lan',
    phoneNumber: '0972604318',
    dateOfBirth: '1999-12-11',
    gender: 'Female',
    address: '88 Phan Văn Trị, Phường 5, Quận Gò Vấp, TP. Hồ Chí Minh',
    patient: { bloodType: 'O-', specialNotes: null },
  },
];

export const demoEmail = (username: string) => `${username}@clinic.local`;

export type HistoryTest = 'cd4' | 'viralLoad' | 'creatinine' | 'hbsag';

export interface SeedVisit {
  /** Days before today (moved back to the doctor's previous working day). */
  daysAgo: number;
  hour: number;
  test: HistoryTest;
  resultValue: string;
  notes: string;
  /** The prescription made at the visit; a lab-only visit (no notes) has none. */
  treatmentNotes?: string;
  /** The notes of an enhanced adherence counselling session held at this visit. */
  eacNotes?: string;
}

export interface SeedHistory {
  patient: string;
  doctor: string;
  /**
   * ART started at another clinic, `artStartDaysAgo` days before today, and the patient transferred in at the first
   * visit; absent: ART started with the history's first treatment.
   */
  transferIn?: { fromClinic: string; artStartDaysAgo: number };
  visits: readonly SeedVisit[];
  /** The next appointment, on the doctor's first working day within the coming week. */
  upcoming: { status: 'Scheduled' | 'Confirmed'; hour: number; test: HistoryTest | null };
  /** Weights the doctor recorded, in kg, each on the day of a visit (days before today, as visits). */
  weights?: readonly { daysAgo: number; weightKg: number }[];
  /** The clinic's ART number of the patient. */
  artNumber: string;
  /**
   * A lab test of the last days whose specimen the doctor marked collected, its result still to come from the
   * laboratory: docs/examples/ket-qua-xet-nghiem.csv brings it in (README, Laboratory results).
   */
  pendingSpecimen?: { daysAgo: number; hour: number; test: HistoryTest; code: string };
  /** A lab test booked for today, accepted, its specimen still to be taken (the doctor's "Mẫu gửi đi" screen). */
  collectToday?: { hour: number; test: HistoryTest };
}

/**
 * Six months of care on TLD. patient1 came from another clinic after three months of ART and is durably suppressed
 * (clinical rule VL6, the K=K sentence): his two latest viral loads are under 200, more than 3 months apart, the
 * later more than 6 months after ART start, and his pills last. patient2's virus was suppressed, then rose again
 * after missed doses: a high-viral-load episode is open, with one counselling session and its repeat test coming
 * due, so every monitoring state shows at once.
 */
export const HISTORIES: readonly SeedHistory[] = [
  {
    patient: 'patient1',
    doctor: 'doctor1',
    // An ART start over 6 months before the latest viral load, which six months of history alone could not give.
    transferIn: { fromClinic: 'Phòng khám ngoại trú Quận 10', artStartDaysAgo: 260 },
    visits: [
      {
        daysAgo: 170,
        hour: 8,
        test: 'cd4',
        resultValue: '210',
        notes:
          'Chuyển đến từ phòng khám ngoại trú khác, đã điều trị ARV 3 tháng. CD4 còn thấp: dự phòng cotrimoxazole.',
        treatmentNotes: 'Tiếp tục phác đồ TLD như nơi điều trị trước. Hẹn tái khám sau 1 tháng.',
      },
      {
        daysAgo: 150,
        hour: 9,
        test: 'viralLoad',
        resultValue: '12500',
        notes: 'Tải lượng vi rút còn cao do quên thuốc nhiều ngày khi chuyển nơi ở. Mất ngủ nhẹ.',
        treatmentNotes: 'Tiếp tục TLD, uống thuốc buổi sáng để giảm mất ngủ và đặt báo thức nhắc uống thuốc.',
      },
      {
        // The first of the two results under 200 of VL6; the second, 21 days ago, is more than 3 months later
        // even when the visits move back to the doctor's working day.
        daysAgo: 118,
        hour: 14,
        test: 'viralLoad',
        resultValue: '180',
        notes: 'Tải lượng vi rút dưới 200 bản sao/mL sau khi tuân thủ trở lại. Tuân thủ điều trị tốt.',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 2 tháng.',
      },
      {
        daysAgo: 63,
        hour: 10,
        test: 'cd4',
        resultValue: '305',
        notes: 'CD4 tăng dần. Creatinin trong giới hạn bình thường.',
        treatmentNotes:
          'Tiếp tục TLD, cấp thuốc 2 tháng. Duy trì cotrimoxazole đến khi CD4 ổn định trên 350.',
      },
      {
        daysAgo: 21,
        hour: 9,
        test: 'viralLoad',
        resultValue: '< 50',
        notes:
          'Không phát hiện vi rút. Hai lần liên tiếp dưới 200 bản sao/mL cách nhau hơn 3 tháng: không lây truyền HIV qua đường tình dục (K = K).',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 3 tháng. Xét nghiệm tải lượng vi rút lại sau 12 tháng.',
      },
    ],
    upcoming: { status: 'Scheduled', hour: 9, test: null },
    weights: [
      { daysAgo: 170, weightKg: 61 },
      { daysAgo: 21, weightKg: 64 },
    ],
    artNumber: '79-0001/2025',
    pendingSpecimen: { daysAgo: 2, hour: 15, test: 'viralLoad', code: 'XN20260000011' },
    collectToday: { hour: 8, test: 'viralLoad' },
  },
  {
    patient: 'patient2',
    doctor: 'doctor2',
    visits: [
      {
        daysAgo: 175,
        hour: 8,
        test: 'viralLoad',
        resultValue: '48000',
        notes: 'Tải lượng vi rút ban đầu trước điều trị. Không có nhiễm trùng cơ hội.',
        treatmentNotes: 'Bắt đầu phác đồ TLD 1 viên mỗi ngày. Tư vấn tuân thủ và tác dụng phụ.',
      },
      {
        daysAgo: 133,
        hour: 15,
        test: 'cd4',
        resultValue: '365',
        notes: 'CD4 ổn định. Dung nạp thuốc tốt.',
        treatmentNotes: 'Tiếp tục TLD, uống cách viên sắt ít nhất 6 giờ.',
      },
      {
        daysAgo: 98,
        hour: 10,
        test: 'viralLoad',
        resultValue: '150',
        notes: 'Tải lượng vi rút dưới 200 bản sao/mL (ức chế).',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 1 tháng.',
      },
      {
        daysAgo: 56,
        hour: 16,
        test: 'cd4',
        resultValue: '470',
        notes: 'CD4 tăng tốt, gần mức bình thường.',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 2 tháng.',
      },
      {
        // Kidney function fell: a clearance of about 31 mL/min (30 years, 52 kg, female) is under TDF's limit
        // of 50, so the prescribing check blocks the fixed-dose TLD tablet and the doctor switches to TAF.
        daysAgo: 24,
        hour: 9,
        test: 'creatinine',
        resultValue: '190',
        notes:
          'Creatinin huyết thanh tăng cao, độ thanh thải creatinin khoảng 31 mL/phút. Cần đổi TDF sang TAF ở lần kê đơn tới.',
      },
      {
        // Hepatitis B as well: TDF must give way to TAF, not ABC, and the check's advice says so (S15, S26).
        daysAgo: 24,
        hour: 10,
        test: 'hbsag',
        resultValue: 'Dương tính',
        notes:
          'HBsAg dương tính: đồng nhiễm viêm gan B. Phác đồ cần giữ tenofovir (TAF khi chức năng thận giảm).',
      },
      {
        daysAgo: 14,
        hour: 11,
        test: 'viralLoad',
        resultValue: '1500',
        notes: 'Tải lượng vi rút tăng trở lại sau nhiều ngày quên thuốc khi đi công tác.',
        treatmentNotes: 'Tiếp tục TLD, cấp thuốc 1 tháng. Xét nghiệm tải lượng vi rút lại sau 3 tháng.',
        eacNotes: 'Buổi tư vấn tuân thủ thứ nhất: đặt báo thức uống thuốc, mang thuốc dự phòng khi đi xa.',
      },
    ],
    upcoming: { status: 'Confirmed', hour: 10, test: 'cd4' },
    weights: [
      { daysAgo: 175, weightKg: 55 },
      { daysAgo: 24, weightKg: 52 },
    ],
    artNumber: '79-0002/2025',
  },
];
