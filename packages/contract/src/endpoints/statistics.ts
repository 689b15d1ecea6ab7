import { z } from 'zod';
import { appointmentsPerMonthItem, doctorCountsItem, systemCountsItem } from '../admin.js';
import { envelopeOf } from '../envelope.js';
import { ADMIN, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
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
});
