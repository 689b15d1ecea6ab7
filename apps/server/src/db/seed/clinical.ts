import type { ArvIngredientCode, TestTypeKind, TestTypeUnit } from '@clinic/contract';

/**
 * Clinical master data of the demo seed: ARV components, the standard regimens and the test types of
 * the Vietnamese national guideline (Decision 5968/QĐ-BYT 2021) and the WHO 2021 consolidated guidelines.
 */

export interface SeedComponent {
  componentName: string;
  description: string;
  /** What the prescribing checks read: the ingredients and strengths, and whether it is one fixed-dose tablet. */
  ingredients: readonly { code: ArvIngredientCode; strengthMg: number | null }[];
  fixedDoseCombination: boolean;
}

const single = (code: ArvIngredientCode, strengthMg: number) => ({
  ingredients: [{ code, strengthMg }],
  fixedDoseCombination: false,
});

/** A fixed-dose tablet of several ingredients, each with its strength in mg. */
const combined = (...ingredients: [ArvIngredientCode, number][]) => ({
  ingredients: ingredients.map(([code, strengthMg]) => ({ code, strengthMg })),
  fixedDoseCombination: true,
});

/** The paediatric formulations of the WHO weight bands (dispersible tablets). */
export const PAEDIATRIC_ABC_3TC_NAME = 'ABC/3TC 120/60 mg (phân tán)';
export const PAEDIATRIC_DTG_NAME = 'DTG 10 mg (phân tán)';

/** The fixed-dose TLD tablet: its regimen is the one the kidney check (S15) blocks when the clearance is low. */
export const TLD_TABLET_NAME = 'TLD 300/300/50 mg';

export const ARV_COMPONENTS: readonly SeedComponent[] = [
  {
    componentName: 'TDF 300 mg',
    description:
      'Tenofovir disoproxil fumarate - thuốc ức chế men sao chép ngược nucleotide (NtRTI). Có tác dụng cả với vi rút viêm gan B. Cần theo dõi chức năng thận (creatinin) và lưu ý nguy cơ giảm mật độ xương khi dùng lâu dài.',
    ...single('TDF', 300),
  },
  {
    componentName: 'TAF 25 mg',
    description:
      'Tenofovir alafenamide - dạng tiền chất mới của tenofovir, nồng độ trong máu thấp hơn nên ít ảnh hưởng đến thận và xương hơn TDF. Dùng thay TDF cho người bệnh thận hoặc loãng xương.',
    ...single('TAF', 25),
  },
  {
    componentName: 'ABC 600 mg',
    description:
      'Abacavir - thuốc ức chế men sao chép ngược nucleoside (NRTI). Có thể gây phản ứng quá mẫn (sốt, phát ban, đau bụng); ngừng thuốc ngay và không dùng lại nếu nghi ngờ. Xét nghiệm HLA-B*5701 trước khi dùng nếu có điều kiện.',
    ...single('ABC', 600),
  },
  {
    componentName: 'AZT 300 mg',
    description:
      'Zidovudine - thuốc ức chế men sao chép ngược nucleoside (NRTI). Có thể gây thiếu máu và giảm bạch cầu trung tính; cần xét nghiệm công thức máu định kỳ, không dùng khi hemoglobin dưới 8 g/dL.',
    ...single('AZT', 300),
  },
  {
    componentName: '3TC 300 mg',
    description:
      'Lamivudine - thuốc ức chế men sao chép ngược nucleoside (NRTI), dung nạp tốt, có mặt trong hầu hết các phác đồ. Có tác dụng với vi rút viêm gan B.',
    ...single('3TC', 300),
  },
  {
    componentName: 'FTC 200 mg',
    description:
      'Emtricitabine - thuốc ức chế men sao chép ngược nucleoside (NRTI), tương tự lamivudine và có thể dùng thay thế cho 3TC. Phối hợp với TDF trong điều trị và trong dự phòng trước phơi nhiễm (PrEP).',
    ...single('FTC', 200),
  },
  {
    componentName: 'DTG 50 mg',
    description:
      'Dolutegravir - thuốc ức chế men tích hợp (INSTI), hiệu lực cao và hàng rào kháng thuốc cao. Uống trước 2 giờ hoặc sau 6 giờ so với thuốc kháng axit, chế phẩm sắt, canxi, magie, kẽm (trừ khi uống cùng bữa ăn). Có thể gây mất ngủ, đau đầu, tăng cân.',
    ...single('DTG', 50),
  },
  {
    componentName: 'RAL 400 mg',
    description:
      'Raltegravir - thuốc ức chế men tích hợp (INSTI), uống 2 lần mỗi ngày. Dùng khi không thể dùng dolutegravir, hoặc trong một số phác đồ cho trẻ em và bậc ba.',
    ...single('RAL', 400),
  },
  {
    componentName: 'EFV 400 mg',
    description:
      'Efavirenz liều thấp - thuốc ức chế men sao chép ngược không nucleoside (NNRTI). Tác dụng phụ thần kinh như chóng mặt, mơ nhiều, khó ngủ thường giảm sau 2-4 tuần; nên uống trước khi đi ngủ, lúc bụng đói.',
    ...single('EFV', 400),
  },
  {
    componentName: 'NVP 200 mg',
    description:
      'Nevirapine - thuốc ức chế men sao chép ngược không nucleoside (NNRTI). Nguy cơ phát ban nặng và độc tính gan, nhất là trong 6-8 tuần đầu; hiện chủ yếu dùng dự phòng cho trẻ sinh ra từ mẹ nhiễm HIV.',
    ...single('NVP', 200),
  },
  {
    componentName: 'LPV/r 200/50 mg',
    description:
      'Lopinavir tăng cường bằng ritonavir - thuốc ức chế men protease (PI), dùng trong phác đồ bậc hai, uống 2 lần mỗi ngày. Tác dụng phụ thường gặp: tiêu chảy, buồn nôn, rối loạn mỡ máu; tương tác với nhiều thuốc khác.',
    ...single('LPV/r', 200),
  },
  {
    componentName: 'ATV/r 300/100 mg',
    description:
      'Atazanavir tăng cường bằng ritonavir - thuốc ức chế men protease (PI), uống 1 lần mỗi ngày cùng bữa ăn. Có thể làm tăng bilirubin gây vàng da, vàng mắt thường không nguy hiểm; tránh dùng cùng thuốc ức chế bơm proton.',
    ...single('ATV/r', 300),
  },
  {
    componentName: 'DRV/r 800/100 mg',
    description:
      'Darunavir tăng cường bằng ritonavir - thuốc ức chế men protease (PI) có hàng rào kháng thuốc cao, dùng trong phác đồ bậc hai và bậc ba, uống 1 lần mỗi ngày cùng bữa ăn. Thận trọng ở người dị ứng sulfonamid.',
    ...single('DRV/r', 800),
  },
  {
    componentName: '3TC 150 mg',
    description:
      'Lamivudine 150 mg - viên dùng 2 lần mỗi ngày trong phác đồ bậc hai (cùng AZT và LPV/r), tổng liều 300 mg mỗi ngày.',
    ...single('3TC', 150),
  },
  {
    componentName: PAEDIATRIC_ABC_3TC_NAME,
    description:
      'Viên phân tán phối hợp abacavir 120 mg và lamivudine 60 mg dành cho trẻ em, số viên theo nhóm cân nặng (14 đến dưới 20 kg: 2,5 viên mỗi ngày).',
    ...combined(['ABC', 120], ['3TC', 60]),
  },
  {
    componentName: PAEDIATRIC_DTG_NAME,
    description:
      'Dolutegravir 10 mg viên phân tán dành cho trẻ em, số viên theo nhóm cân nặng (14 đến dưới 20 kg: 2,5 viên mỗi ngày).',
    ...single('DTG', 10),
  },
  {
    componentName: TLD_TABLET_NAME,
    description:
      'Viên phối hợp liều cố định tenofovir disoproxil fumarate 300 mg, lamivudine 300 mg và dolutegravir 50 mg (TLD), uống 1 viên mỗi ngày. Cần theo dõi chức năng thận (creatinin): không dùng khi độ thanh thải creatinin dưới 50 mL/phút vì không giảm được liều TDF trong viên phối hợp.',
    ...combined(['TDF', 300], ['3TC', 300], ['DTG', 50]),
  },
];

export interface SeedRegimen {
  regimenName: string;
  /** Component names in order; they must exist in ARV_COMPONENTS. */
  components: readonly string[];
  description: string;
  suitableFor: string;
  sideEffects: string;
  usageInstructions: string;
  frequency: 1 | 2;
  /** Tablets of each component per intake, in the order of `components`; absent: 1 each. */
  tablets?: readonly number[];
}

export const TLD_NAME = 'TDF + 3TC + DTG (TLD)';
/** Named so that no other regimen's name contains it, nor it TLD_NAME (screens find regimens by name). */
export const TLD_TABLET_REGIMEN_NAME = 'Viên phối hợp TLD (liều cố định)';

export const STANDARD_REGIMENS: readonly SeedRegimen[] = [
  {
    regimenName: TLD_NAME,
    components: ['TDF 300 mg', '3TC 300 mg', 'DTG 50 mg'],
    description:
      'Phác đồ bậc một ưu tiên theo hướng dẫn quốc gia (Quyết định 5968/QĐ-BYT) và WHO: hiệu lực ức chế vi rút cao, ít tương tác, hàng rào kháng thuốc cao. Có dạng viên phối hợp liều cố định, uống 1 viên mỗi ngày.',
    suitableFor:
      'Người lớn và vị thành niên từ 10 tuổi (cân nặng từ 30 kg) bắt đầu điều trị ARV, kể cả phụ nữ mang thai, phụ nữ cho con bú và người đồng nhiễm viêm gan B.',
    sideEffects:
      'Thường nhẹ: mất ngủ, đau đầu, buồn nôn trong vài tuần đầu; có thể tăng cân. TDF có thể ảnh hưởng chức năng thận và mật độ xương, cần xét nghiệm creatinin định kỳ.',
    usageInstructions:
      'Uống 1 viên mỗi ngày vào một giờ cố định, lúc no hoặc đói đều được. Uống trước 2 giờ hoặc sau 6 giờ so với thuốc kháng axit, viên sắt, canxi, magie (hoặc uống cùng bữa ăn). Không tự ý ngừng thuốc.',
    frequency: 1,
  },
  {
    regimenName: 'TDF + 3TC + EFV 400',
    components: ['TDF 300 mg', '3TC 300 mg', 'EFV 400 mg'],
    description:
      'Phác đồ bậc một thay thế với efavirenz liều thấp 400 mg, dạng viên phối hợp liều cố định uống 1 lần mỗi ngày.',
    suitableFor:
      'Người lớn và vị thành niên không dùng được dolutegravir (chống chỉ định, tương tác thuốc hoặc không dung nạp).',
    sideEffects:
      'Chóng mặt, mơ nhiều, khó ngủ, lo âu trong 2-4 tuần đầu; phát ban; hiếm gặp trầm cảm hoặc độc tính gan. Tác dụng phụ của TDF trên thận và xương.',
    usageInstructions:
      'Uống 1 viên mỗi ngày trước khi đi ngủ, tốt nhất lúc bụng đói để giảm tác dụng phụ thần kinh. Tránh rượu bia. Báo bác sĩ nếu có thay đổi tâm trạng kéo dài.',
    frequency: 1,
  },
  {
    regimenName: 'TAF + 3TC + DTG',
    components: ['TAF 25 mg', '3TC 300 mg', 'DTG 50 mg'],
    description:
      'Phác đồ thay thế TLD dùng tenofovir alafenamide, ít ảnh hưởng đến thận và xương hơn, uống 1 lần mỗi ngày.',
    suitableFor:
      'Người có bệnh thận (suy giảm chức năng thận) hoặc loãng xương, giảm mật độ xương, không dùng được TDF.',
    sideEffects: 'Mất ngủ, đau đầu, buồn nôn nhẹ; tăng cân và tăng mỡ máu có thể gặp nhiều hơn so với TDF.',
    usageInstructions:
      'Uống mỗi ngày 1 lần vào giờ cố định. Uống DTG trước 2 giờ hoặc sau 6 giờ so với thuốc kháng axit, sắt, canxi, magie. Tiếp tục theo dõi chức năng thận theo hẹn.',
    frequency: 1,
  },
  {
    regimenName: 'ABC + 3TC + DTG',
    components: ['ABC 600 mg', '3TC 300 mg', 'DTG 50 mg'],
    description:
      'Phác đồ ưu tiên cho trẻ em dưới 10 tuổi (liều theo cân nặng, có dạng viên phân tán cho trẻ nhỏ), uống 1 lần mỗi ngày.',
    suitableFor: 'Trẻ em dưới 10 tuổi; người lớn không dùng được tenofovir (TDF và TAF).',
    sideEffects:
      'Phản ứng quá mẫn với abacavir (sốt, phát ban, đau bụng, khó thở) - ngừng thuốc và đến cơ sở y tế ngay, không bao giờ dùng lại; mất ngủ, đau đầu do DTG.',
    usageInstructions:
      'Uống 1 lần mỗi ngày vào giờ cố định, liều theo cân nặng với trẻ em. Người chăm sóc cần được hướng dẫn nhận biết dấu hiệu quá mẫn.',
    frequency: 1,
  },
  {
    regimenName: 'AZT + 3TC + LPV/r',
    components: ['AZT 300 mg', '3TC 150 mg', 'LPV/r 200/50 mg'],
    // AZT 600, 3TC 300 and LPV/r 800/200 mg a day: 2 tablets of LPV/r at each of the two intakes.
    tablets: [1, 1, 2],
    description:
      'Phác đồ bậc hai dùng khi thất bại điều trị phác đồ bậc một (tải lượng vi rút từ 1000 bản sao/mL trở lên sau khi đã tăng cường tuân thủ), uống 2 lần mỗi ngày.',
    suitableFor:
      'Người đã thất bại điều trị phác đồ bậc một có TDF theo chỉ định của bác sĩ, dựa trên kết quả tải lượng vi rút.',
    sideEffects:
      'Tiêu chảy, buồn nôn, rối loạn mỡ máu và đường máu do LPV/r; thiếu máu, mệt mỏi, đau cơ do AZT.',
    usageInstructions:
      'Uống 2 lần mỗi ngày, cách nhau 12 giờ (ví dụ 7 giờ sáng và 7 giờ tối), mỗi lần 1 viên AZT, 1 viên 3TC và 2 viên LPV/r, nên uống cùng bữa ăn. Xét nghiệm công thức máu theo hẹn. Báo bác sĩ mọi thuốc đang dùng vì LPV/r tương tác với nhiều thuốc.',
    frequency: 2,
  },
  {
    regimenName: 'ABC/3TC + DTG cho trẻ 14 đến dưới 20 kg',
    components: [PAEDIATRIC_ABC_3TC_NAME, PAEDIATRIC_DTG_NAME],
    description:
      'Phác đồ ưu tiên cho trẻ em theo nhóm cân nặng 14 đến dưới 20 kg (WHO 2021): ABC/3TC 120/60 mg 2,5 viên và DTG 10 mg 2,5 viên, uống 1 lần mỗi ngày.',
    suitableFor:
      'Trẻ em dưới 10 tuổi nặng từ 14 đến dưới 20 kg. Trẻ nặng hơn dùng liều của nhóm cân nặng tương ứng.',
    sideEffects:
      'Phản ứng quá mẫn với abacavir (sốt, phát ban, đau bụng, khó thở) - ngừng thuốc và đến cơ sở y tế ngay, không bao giờ dùng lại; mất ngủ, đau đầu do DTG.',
    usageInstructions:
      'Hòa tan viên thuốc trong một ít nước sạch và cho trẻ uống ngay, 1 lần mỗi ngày vào giờ cố định. Người chăm sóc cần được hướng dẫn nhận biết dấu hiệu quá mẫn.',
    frequency: 1,
    tablets: [2.5, 2.5],
  },
  {
    regimenName: TLD_TABLET_REGIMEN_NAME,
    components: [TLD_TABLET_NAME],
    description:
      'Phác đồ TLD dưới dạng một viên phối hợp liều cố định (TDF 300 mg + 3TC 300 mg + DTG 50 mg), uống 1 viên mỗi ngày.',
    suitableFor:
      'Người lớn và vị thành niên từ 10 tuổi (cân nặng từ 30 kg) có chức năng thận bình thường (độ thanh thải creatinin từ 50 mL/phút).',
    sideEffects:
      'Mất ngủ, đau đầu, buồn nôn nhẹ trong vài tuần đầu; có thể tăng cân. TDF có thể ảnh hưởng chức năng thận và mật độ xương.',
    usageInstructions:
      'Uống 1 viên mỗi ngày vào một giờ cố định. Uống trước 2 giờ hoặc sau 6 giờ so với thuốc kháng axit, viên sắt, canxi, magie. Xét nghiệm creatinin định kỳ theo hẹn.',
    frequency: 1,
  },
];

export interface SeedTestType {
  testTypeName: string;
  unit: TestTypeUnit;
  normalRange: string;
  kind: TestTypeKind;
}

export const CD4_NAME = 'CD4';
export const VIRAL_LOAD_NAME = 'Tải lượng HIV (HIV viral load)';
export const CREATININE_NAME = 'Creatinin huyết thanh';

export const HBSAG_NAME = 'Kháng nguyên bề mặt viêm gan B (HBsAg)';

export const TEST_TYPES: readonly SeedTestType[] = [
  { testTypeName: CD4_NAME, unit: 'cells/mm³', normalRange: '500-1500', kind: 'cd4' },
  {
    testTypeName: VIRAL_LOAD_NAME,
    unit: 'copies/mL',
    normalRange: '< 1000 (ức chế), < 50 (không phát hiện)',
    kind: 'viralLoad',
  },
  {
    testTypeName: 'Kháng thể HIV (HIV antibody)',
    unit: 'S/C',
    normalRange: '< 1.0 (âm tính)',
    kind: 'other',
  },
  {
    testTypeName: 'Kháng nguyên p24 (p24 antigen)',
    unit: 'IU/mL',
    normalRange: 'Không phát hiện (âm tính)',
    kind: 'other',
  },
  // Creatinine for the kidney checks of tenofovir; CrAg screening after a CD4 below 200.
  {
    testTypeName: CREATININE_NAME,
    unit: 'µmol/L',
    normalRange: '62-115 (nam), 53-97 (nữ)',
    kind: 'creatinine',
  },
  { testTypeName: 'Kháng nguyên Cryptococcus (CrAg)', unit: 'N/A', normalRange: 'Âm tính', kind: 'crag' },
  // Hepatitis B decides whether tenofovir may be stopped (S26); anaemia rules out AZT (S28).
  { testTypeName: HBSAG_NAME, unit: 'N/A', normalRange: 'Âm tính', kind: 'hbsag' },
  { testTypeName: 'Hemoglobin', unit: 'g/dL', normalRange: '12-16 (nữ), 13-17 (nam)', kind: 'hemoglobin' },
];
