/** The clinic's public contact details; only the working hours are fixed requirements. */
export const CLINIC_CONTACT = {
  email: 'hotro@phongkhamhiv.vn',
  hotline: '1900 6868',
  hotlineHref: 'tel:19006868',
  workingHours: 'Thứ Hai - Thứ Bảy: 8:00 - 17:00',
  address: '123 Đường Nguyễn Văn Cừ, Phường 4, Quận 5, TP. Hồ Chí Minh',
} as const;
