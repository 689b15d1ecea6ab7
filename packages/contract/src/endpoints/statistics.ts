import { z } from 'zod';
import { appointmentsPerMonthItem, doctorCountsItem, systemCountsItem } from '../admin.js';
import { envelopeOf } from '../envelope.js';
import { ADMIN, ADMIN_AND_MANAGER, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { programmeReportItem, programmeReportMessages, programmeReportQuery } from '../programme-report.js';
import { reportingPeriodQuery } from '../retention.js';
import { indicatorsItem, retentionApiMessages } from '../retention-api.js';
import { CARE_TOPICS } from '../topics.js';
import { defineEndpoints } from './define.js';

/** Numbers for the dashboards, never rows: management counts the whole system, a doctor their own. */
export const statisticsEndpoints = defineEndpoints('Statistics', {
  appointmentsLastSixMonths: {
    method: 'GET',
    path: '/AdminDashboard/GetAppointmentsLast6Months',
    reads: ['appointments'],
    access: ADMIN,
    summary: 'Số lịch khám theo tháng: tháng hiện tại và 5 tháng trước (giờ phòng khám), cũ nhất trước',
    description: 'Đếm mọi lịch hẹn theo ngày khám, mọi trạng thái; tháng không có lịch trả count 0.',
    response: envelopeOf(z.array(appointmentsPerMonthItem)),
  },
  counts: {
    method: 'GET',
    path: '/Statistics/Counts',
    reads: ['appointments', 'results', 'treatments', 'accounts', 'content', 'masterData'],
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own counts',
    summary: 'Số liệu thống kê theo vai trò: Admin, Manager, Staff toàn hệ thống; Doctor số liệu của mình',
    description:
      'Admin, Manager, Staff: { scope: "system", patients, doctors, staff, accountsTotal, articles, treatments, ' +
      'regimens, testTypes, testResults, arvComponents, appointments } — tài khoản chỉ tính đã xác thực và đang ' +
      'hoạt động; accountsTotal = patients + doctors + staff; loại xét nghiệm, thành phần ARV, phác đồ chỉ tính ' +
      'bản ghi đang hoạt động. Doctor: { scope: "doctor", patients (số bệnh nhân khác nhau trong lịch hẹn của ' +
      'mình, không tính lịch hẹn ẩn danh), testResults, appointments } của chính mình.',
    response: envelopeOf(z.discriminatedUnion('scope', [systemCountsItem, doctorCountsItem])),
  },
  indicators: {
    method: 'GET',
    path: '/Statistics/Indicators',
    reads: [...CARE_TOPICS, 'masterData', 'settings'],
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'treating doctor',
    summary:
      'Chỉ số chương trình của một kỳ báo cáo: TX_CURR, TX_NEW, TX_RTT, chuyển đến, TX_ML (theo kết cục), TX_PVLS và đối chiếu TX_CURR',
    description:
      'kind (month, quarter, vnQuarter), year và index (bắt đầu từ 1) chọn kỳ báo cáo. Admin, Manager, Staff: ' +
      'toàn phòng khám; Doctor: bệnh nhân của mình. Chỉ trả số đếm.',
    message: retentionApiMessages.indicatorsLoaded,
    query: reportingPeriodQuery,
    response: envelopeOf(indicatorsItem),
  },
  report: {
    method: 'GET',
    path: '/Statistics/Report',
    reads: ['patients', 'accounts', 'dispensing', 'results', 'followUp'],
    access: ADMIN_AND_MANAGER,
    summary:
      'Báo cáo chương trình của một kỳ: TX_CURR, TX_NEW, TX_RTT, TX_ML theo kết cục, TX_PVLS (mẫu số, tử số) và ' +
      'TX_CURR theo số tháng thuốc của lần cấp gần nhất, theo nhóm tuổi và giới tính',
    description:
      'kind, year và index như GET /Statistics/Indicators; toàn phòng khám, chỉ trả số đếm. rows có mọi tổ hợp chỉ số ' +
      '× nhóm tuổi (<1, 1-4, …, 65+; tuổi vào ngày cuối kỳ) × giới tính (Female, Male), kể cả số 0; tổng mỗi chỉ số ' +
      'bằng số của GET /Statistics/Indicators cùng kỳ. format=csv trả về text/csv (UTF-8 có BOM), mỗi dòng một chỉ ' +
      'số, nhóm tuổi và giới tính.',
    message: programmeReportMessages.loaded,
    query: programmeReportQuery,
    response: envelopeOf(programmeReportItem),
    csvFormat: true,
  },
});
