import { describe, expect, it } from 'vitest';
import { formatResultValue, resultReading, resultReadingFields, resultReadingText } from './results.js';

const shown = (kind: Parameters<typeof resultReading>[0], text: string) => {
  const read = resultReading(kind, text);
  return read && resultReadingText(read);
};

describe('the result as read before saving', () => {
  it('shows the number of a viral load or CD4 result, with its unit and thousands dots', () => {
    expect(shown('viralLoad', '12.500')).toBe('Hệ thống đọc là: 12.500 bản sao/mL');
    expect(shown('viralLoad', '12,500 copies/mL')).toBe('Hệ thống đọc là: 12.500 bản sao/mL');
    expect(shown('cd4', ' 350 ')).toBe('Hệ thống đọc là: 350 tế bào/mm³');
    expect(shown('cd4', '350 cells/mm³')).toBe('Hệ thống đọc là: 350 tế bào/mm³');
    expect(shown('cd4', '1,050')).toBe('Hệ thống đọc là: 1.050 tế bào/mm³');
  });

  it('says below detection for a viral load the assay did not detect', () => {
    expect(shown('viralLoad', 'Không phát hiện vi rút')).toBe('Dưới ngưỡng phát hiện');
    expect(shown('viralLoad', '< 50')).toBe('Dưới ngưỡng phát hiện');
  });

  it('warns when the text cannot be read: never a guess', () => {
    const warning = 'Không đọc được số từ kết quả này: bác sĩ sẽ phải sửa lại';
    expect(shown('viralLoad', 'cao')).toBe(warning);
    expect(shown('viralLoad', '< 1000')).toBe(warning);
    expect(shown('cd4', '< 50')).toBe(warning);
  });

  it('shows nothing for another kind, no test type or an empty text', () => {
    expect(shown('creatinine', '88')).toBeUndefined();
    expect(shown('other', 'abc')).toBeUndefined();
    expect(shown(undefined, '12.500')).toBeUndefined();
    expect(shown(null, '88')).toBeUndefined();
    expect(shown('viralLoad', '   ')).toBeUndefined();
  });

  it('sends the number as read, and nothing when it cannot be read', () => {
    expect(resultReadingFields('viralLoad', '12.500')).toEqual({
      numericValue: 12500,
      belowDetection: false,
    });
    expect(resultReadingFields('viralLoad', 'KPH')).toEqual({ numericValue: null, belowDetection: true });
    expect(resultReadingFields('cd4', 'mẫu đông')).toEqual({});
    expect(resultReadingFields('creatinine', '88')).toEqual({});
    expect(resultReadingFields(undefined, '88')).toEqual({});
  });
});

describe('formatResultValue', () => {
  it.each<[string, number | null, boolean, string | null, string]>([
    ['12500', 12500, false, 'copies/mL', '12.500 copies/mL'],
    ['12,500', 12500, false, 'copies/mL', '12.500 copies/mL'],
    ['KPH', null, true, 'copies/mL', 'Dưới ngưỡng phát hiện'],
    ['1,2', 1.2, false, 'mg/dL', '1,2 mg/dL'],
    ['Dương tính', null, false, null, 'Dương tính'],
    ['xem phiếu', null, false, 'copies/mL', 'xem phiếu'],
  ])('%s → %s', (resultValue, numericValue, belowDetection, unit, expected) => {
    expect(formatResultValue({ resultValue, numericValue, belowDetection, unit })).toBe(expected);
  });
});
