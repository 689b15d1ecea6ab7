import { z } from 'zod';
import { caseReportQuery } from '../fhir-codes.js';
import { ADMIN } from '../permissions.js';
import { defineEndpoints } from './define.js';

/** What the clinic reports to the health authorities. */
export const reportEndpoints = defineEndpoints('Reports', {
  caseReport: {
    method: 'GET',
    path: '/Reports/CaseReport',
    reads: ['patients', 'results', 'treatments', 'followUp', 'accounts'],
    access: ADMIN,
    summary:
      'Báo cáo ca bệnh quốc gia: Bundle FHIR (collection) các hồ sơ thay đổi trong khoảng ngày, tải về (.json)',
    description:
      'Bắt đầu ARV hoặc chuyển đến, tải lượng vi-rút và CD4, đổi phác đồ, kết thúc điều trị (tử vong, chuyển đi, ' +
      'bỏ trị) từ from đến to (yyyy-MM-dd, tính cả hai ngày, tối đa 366 ngày). Mỗi bệnh nhân có trong báo cáo được ' +
      'ghi một lần xuất dữ liệu vào nhật ký truy cập.',
    query: caseReportQuery,
    // A file: the Bundle as JSON text, with Content-Disposition.
    response: z.string(),
  },
});
