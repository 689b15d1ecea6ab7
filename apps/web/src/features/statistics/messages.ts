import {
  formatNumberVi,
  DEFAULT_RETENTION_THRESHOLDS as limits,
  TX_ML_OUTCOME_LABELS as ml,
  REPORTING_PERIOD_KIND_LABELS,
  type ReportIndicator,
  type ReportingPeriodKind,
  type ReportSex,
} from '@clinic/contract';
import { appMessages } from '../../messages';

/** Texts this feature shows in more than one place (a button and the title it opens, a column and its field). */
const t = {
  countsSeries: 'Số lượng',
} as const;

/** Texts of the statistics screens. */
export const statisticsMessages = {
  caseReportTitle: 'Báo cáo ca bệnh cho cơ quan y tế',
  caseReportIntro:
    'Tệp FHIR các hồ sơ thay đổi trong khoảng ngày: bắt đầu điều trị hoặc chuyển đến, kết quả tải lượng và CD4, đổi phác đồ, kết thúc điều trị. Mỗi bệnh nhân trong báo cáo được ghi vào nhật ký truy cập của họ.',
  caseReportFrom: 'Từ ngày',
  caseReportTo: 'Đến ngày',
  caseReportDownload: 'Tải báo cáo ca bệnh',
  caseReportFailed: 'Không tải được báo cáo ca bệnh',
  adminTitle: 'Thống kê hệ thống',
  doctorTitle: 'Thống kê bác sĩ',
  staffTitle: 'Thống kê nhân viên',
  managerTitle: 'Thống kê quản lý',
  appointmentsChartTitle: 'Lịch khám 6 tháng gần nhất',
  appointmentsChartDescription: 'Số lịch khám của tháng hiện tại và 5 tháng trước.',
  appointmentsSeries: appMessages.appointments,
  appointmentsLoadFailed: 'Không thể tải số lịch khám theo tháng',
  countsChartTitle: 'Biểu đồ số liệu',
  countsTableTitle: 'Bảng số liệu',
  countsSeries: t.countsSeries,
  colItem: 'Hạng mục',
  colCount: t.countsSeries,
  monthAxis: 'Tháng',
  accountsTotal: 'Tổng số tài khoản',
  showAccounts: 'Hiện chi tiết tài khoản',
  hideAccounts: 'Ẩn chi tiết tài khoản',
  patients: appMessages.patient,
  doctors: appMessages.doctor,
  staff: 'Nhân viên',
  articles: appMessages.navArticles,
  treatments: 'Đơn thuốc (phác đồ điều trị)',
  regimens: appMessages.regimens,
  testTypes: appMessages.testType,
  testResults: appMessages.testResult,
  arvComponents: appMessages.arvComponents,
  patientAccounts: 'Tài khoản bệnh nhân',
  doctorAccounts: 'Tài khoản bác sĩ',
  myPatients: 'Số bệnh nhân (không tính lịch hẹn ẩn danh)',
  myTestResults: 'Số kết quả xét nghiệm',
  countsNote: 'Tài khoản chỉ tính tài khoản đã xác thực và đang hoạt động.',
  chartSummary: (items: string) => `Dữ liệu biểu đồ: ${items}`,
  retry: appMessages.retry,
  ...indicatorMessages(),
  ...reportMessages(),
} as const;

/** Texts of the programme indicators section ("Chỉ số chương trình"). */
function indicatorMessages() {
  const kindLabels: Record<ReportingPeriodKind, string> = {
    ...REPORTING_PERIOD_KIND_LABELS,
    vnQuarter: 'Quý (kỳ báo cáo VN)',
  };
  return {
    indicatorsTitle: 'Chỉ số chương trình',
    indicatorsDescription: 'Chỉ số điều trị ARV của kỳ đã chọn, so sánh với bốn kỳ trước.',
    indicatorsOwnPatients: 'Chỉ tính bệnh nhân do bạn điều trị.',
    periodKind: 'Loại kỳ',
    periodYear: 'Năm',
    periodIndex: {
      month: 'Tháng',
      quarter: 'Quý',
      vnQuarter: 'Quý',
      pepfarQuarter: 'Quý',
      vnYear: 'Kỳ',
    } satisfies Record<ReportingPeriodKind, string>,
    kindLabels,
    periodLabel: (kind: ReportingPeriodKind, year: number, index: number): string =>
      ({
        month: `Tháng ${index}/${year}`,
        quarter: `Quý ${index}/${year}`,
        vnQuarter: `Quý ${index}/${year} (kỳ báo cáo VN)`,
        pepfarQuarter: `Quý ${index} năm tài khóa ${year} (PEPFAR)`,
        vnYear: `Năm ${year} (kỳ báo cáo VN)`,
      })[kind],
    /** The chart's axis: five labels must fit side by side. */
    periodShortLabel: (kind: ReportingPeriodKind, year: number, index: number): string =>
      ({
        month: `T${index}/${year}`,
        quarter: `Q${index}/${year}`,
        vnQuarter: `Q${index}/${year}`,
        pepfarQuarter: `Q${index}/FY${year}`,
        vnYear: `${year}`,
      })[kind],
    periodRange: (period: string, from: string, to: string) => `${period}: từ ${from} đến ${to}`,
    txCurr: 'Đang điều trị',
    txCurrHelp: `Bệnh nhân đang điều trị ARV cuối kỳ: còn thuốc hoặc hết thuốc không quá ${limits.interruptedAfterDays} ngày, chưa tử vong, chuyển đi hay ngừng điều trị.`,
    txNew: 'Mới điều trị',
    txNewHelp:
      'Bệnh nhân bắt đầu điều trị ARV lần đầu trong kỳ tại phòng khám (không tính bệnh nhân chuyển đến).',
    txRtt: 'Quay lại điều trị',
    txRttHelp: 'Bệnh nhân đã gián đoạn hoặc ngừng điều trị trước kỳ, được cấp thuốc ARV lại trong kỳ.',
    transfersIn: 'Bệnh nhân chuyển đến',
    transfersInHelp: 'Bệnh nhân đã điều trị ARV ở cơ sở khác, bắt đầu nhận thuốc tại phòng khám trong kỳ.',
    txMl: 'Gián đoạn điều trị',
    txMlHelp: `Bệnh nhân đang điều trị đầu kỳ hoặc bắt đầu trong kỳ mà cuối kỳ không còn điều trị: tử vong, chuyển đi, ngừng điều trị hoặc hết thuốc quá ${limits.interruptedAfterDays} ngày.`,
    txMlOutcomes: 'Theo kết quả',
    txPvls: 'Tải lượng vi rút bị ức chế',
    txPvlsHelp:
      `Bệnh nhân điều trị từ ${limits.pvlsMinMonthsOnArt} tháng có kết quả tải lượng trong ${limits.pvlsLookbackMonths} ` +
      `tháng; kết quả gần nhất dưới ${formatNumberVi(limits.pvlsSuppressedBelow)} bản sao/mL.`,
    txPvlsFraction: (numerator: string, denominator: string) => `${numerator}/${denominator}`,
    noPercent: '—',
    indicatorsChartTitle: 'Năm kỳ gần nhất',
    indicatorsChartDescription: 'Kỳ đã chọn và bốn kỳ trước, cũ nhất trước.',
    indicatorsTableTitle: 'Bảng chỉ số theo kỳ',
    seriesTxCurr: 'TX_CURR',
    seriesTxNew: 'TX_NEW',
    seriesTxMl: 'TX_ML',
    seriesTxPvls: 'TX_PVLS (ức chế)',
    colPeriod: 'Kỳ báo cáo',
    colFrom: 'Từ ngày',
    colTo: 'Đến ngày',
    colTxCurr: 'TX_CURR',
    colTxNew: 'TX_NEW',
    colTxRtt: 'TX_RTT',
    colTransfersIn: 'Chuyển đến',
    colTxMl: 'TX_ML',
    colTxMlOutcome: (label: string) => `TX_ML - ${label}`,
    colPvlsNumerator: 'TX_PVLS tử số',
    colPvlsDenominator: 'TX_PVLS mẫu số',
    colPvlsPercent: 'TX_PVLS (%)',
    colPvls: 'TX_PVLS',
    colTxCurrStart: 'TX_CURR đầu kỳ',
    colUnexplained: 'Chênh lệch chưa giải thích',
    reconciliationTitle: 'Đối chiếu TX_CURR',
    reconciliationTerms: (start: string, txNew: string, txRtt: string, transfersIn: string, txMl: string) =>
      `TX_CURR đầu kỳ ${start} + TX_NEW ${txNew} + TX_RTT ${txRtt} + chuyển đến ${transfersIn} − TX_ML ${txMl}`,
    reconciliationBalanced: (terms: string, end: string) => `${terms} = TX_CURR cuối kỳ ${end}`,
    reconciliationUnbalanced: (terms: string, sum: string, end: string) =>
      `${terms} = ${sum}, khác TX_CURR cuối kỳ ${end}`,
    unexplainedTitle: 'Chênh lệch chưa giải thích',
    unexplainedMore: (count: string) =>
      `TX_CURR cuối kỳ nhiều hơn phép tính ${count} bệnh nhân: thường là bệnh nhân quay lại điều trị rồi lại gián đoạn trong cùng kỳ (tính vào TX_ML nhưng không vào TX_RTT).`,
    unexplainedFewer: (count: string) =>
      `TX_CURR cuối kỳ ít hơn phép tính ${count} bệnh nhân: kiểm tra lại dữ liệu cấp thuốc và kết quả cuối cùng của kỳ.`,
    downloadCsv: 'Tải CSV',
    csvFileName: (kind: ReportingPeriodKind, year: number, index: number) =>
      `chi-so-${kind}-${year}-${index}.csv`,
    indicatorsLoadFailed: 'Không thể tải chỉ số chương trình',
  };
}

/** Texts of the programme report by age band and sex ("Báo cáo chương trình"). */
function reportMessages() {
  return {
    reportTitle: 'Báo cáo chương trình theo tuổi và giới',
    reportDescription:
      'Các chỉ số của một quý báo cáo theo nhóm tuổi (tuổi vào ngày cuối kỳ) và giới tính, để gửi nhà tài trợ và ' +
      'cơ quan y tế. Chỉ có số đếm, không có thông tin của từng bệnh nhân.',
    reportKindLabels: {
      pepfarQuarter: 'Quý tài khóa PEPFAR',
      vnQuarter: 'Quý báo cáo Việt Nam',
    } as const,
    reportLoading: 'Đang tải báo cáo…',
    reportLoadFailed: 'Không thể tải báo cáo chương trình. Vui lòng thử lại.',
    reportDownloadFailed: 'Không thể tải tệp CSV. Vui lòng thử lại.',
    reportTableTitle: 'Bảng chỉ số theo nhóm tuổi và giới tính',
    reportColSex: 'Giới tính',
    reportColTotal: 'Tổng',
    reportBothSexes: 'Cộng',
    reportSexLabels: { Female: 'Nữ', Male: 'Nam' } satisfies Record<ReportSex, string>,
    reportChartTitle: 'Biểu đồ theo nhóm tuổi',
    reportChartDescription: 'Số bệnh nhân của chỉ số đã chọn theo nhóm tuổi, nữ và nam.',
    reportChartIndicator: 'Chỉ số trên biểu đồ',
    reportIndicatorLabels: {
      TX_CURR: 'TX_CURR: đang điều trị',
      TX_NEW: 'TX_NEW: mới điều trị',
      TX_RTT: 'TX_RTT: quay lại điều trị',
      TX_ML_DIED: `TX_ML: ${ml.died}`,
      TX_ML_TRANSFERRED_OUT: `TX_ML: ${ml.transferredOut}`,
      TX_ML_REFUSED_STOPPED: `TX_ML: ${ml.refusedStopped}`,
      TX_ML_IIT_UNDER_3M: `TX_ML: ${ml.iitUnder3Months}`,
      TX_ML_IIT_3_5M: `TX_ML: ${ml.iit3To5Months}`,
      TX_ML_IIT_6M_PLUS: `TX_ML: ${ml.iit6PlusMonths}`,
      TX_PVLS_D: 'TX_PVLS mẫu số: có kết quả tải lượng vi rút',
      TX_PVLS_N: `TX_PVLS tử số: dưới ${formatNumberVi(limits.pvlsSuppressedBelow)} bản sao/mL`,
      TX_CURR_MMD_UNDER_3M: 'TX_CURR: lần cấp thuốc gần nhất dưới 3 tháng',
      TX_CURR_MMD_3_5M: 'TX_CURR: lần cấp thuốc gần nhất 3-5 tháng',
      TX_CURR_MMD_6M_PLUS: 'TX_CURR: lần cấp thuốc gần nhất từ 6 tháng',
    } satisfies Record<ReportIndicator, string>,
  };
}
