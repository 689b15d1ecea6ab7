import {
  type ArvComponentItem,
  arvComponentCreateBody,
  TEST_TYPE_UNITS,
  type TestTypeItem,
  testTypeCreateBody,
} from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/forms';
import {
  filterComponents,
  filterTestTypes,
  isNotFound,
  matchesSearch,
  saveErrorMessage,
  unitOptions,
} from './master-data-model';

const component = (id: number, name: string, description: string, isActive = true): ArvComponentItem => ({
  componentId: id,
  componentName: name,
  description,
  isActive,
  ingredients: [],
  fixedDoseCombination: false,
});
const testType = (
  id: number,
  name: string,
  unit: string,
  normalRange: string,
  isActive = true,
): TestTypeItem => ({
  testTypeId: id,
  testTypeName: name,
  unit,
  normalRange,
  isActive,
  kind: 'other',
});

describe('the unit options', () => {
  it('keeps an unknown loaded unit selectable, first', () => {
    expect(unitOptions('mmol/L')).toEqual(['mmol/L', ...TEST_TYPE_UNITS]);
    expect(unitOptions('mg/dL')).toEqual([...TEST_TYPE_UNITS]);
    expect(unitOptions('')).toEqual([...TEST_TYPE_UNITS]);
  });
});

describe('search (case-insensitive substring)', () => {
  it('ignores case, Vietnamese letters included, and surrounding spaces', () => {
    expect(matchesSearch('  ĐỘC ', ['Ít độc tính'])).toBe(true);
    expect(matchesSearch('tdf', ['Tenofovir (TDF)'])).toBe(true);
    expect(matchesSearch('xyz', ['Tenofovir', null])).toBe(false);
    expect(matchesSearch('', [])).toBe(true);
  });

  it('shows only active components, matching name or description', () => {
    const items = [
      component(1, 'Tenofovir (TDF)', 'NRTI'),
      component(2, 'Dolutegravir (DTG)', 'Ức chế integrase'),
      component(3, 'Nevirapine', 'NNRTI', false),
    ];
    expect(filterComponents(items, '').map((c) => c.componentId)).toEqual([1, 2]);
    expect(filterComponents(items, 'INTEGRASE').map((c) => c.componentId)).toEqual([2]);
    expect(filterComponents(items, 'nevirapine')).toEqual([]);
  });

  it('shows only active test types, matching name, unit or normal range', () => {
    const items = [
      testType(1, 'CD4', 'cells/mm³', '500 - 1500'),
      testType(2, 'Tải lượng HIV', 'copies/mL', '< 200'),
      testType(3, 'Đường huyết', 'mg/dL', '70 - 100', false),
    ];
    expect(filterTestTypes(items, '').map((t) => t.testTypeId)).toEqual([1, 2]);
    expect(filterTestTypes(items, 'COPIES').map((t) => t.testTypeId)).toEqual([2]);
    expect(filterTestTypes(items, '1500').map((t) => t.testTypeId)).toEqual([1]);
    expect(filterTestTypes(items, 'tải').map((t) => t.testTypeId)).toEqual([2]);
    expect(filterTestTypes(items, 'đường')).toEqual([]);
  });
});

describe('the component and test type forms check the contract schemas', () => {
  it('requires both component fields, after trimming, with the messages of the original app', () => {
    expect(zodResolver(arvComponentCreateBody)({ componentName: '  ', description: '' })).toEqual({
      componentName: 'Tên thành phần không được để trống',
      description: 'Mô tả không được để trống',
    });
    expect(zodResolver(arvComponentCreateBody)({ componentName: ' TDF ', description: ' NRTI\n' })).toEqual(
      {},
    );
  });

  it('requires a test type name, one of the units and the normal range', () => {
    const errors = zodResolver(testTypeCreateBody)({ testTypeName: ' ', unit: '', normalRange: '' });
    expect(errors).toEqual({
      testTypeName: 'Tên loại xét nghiệm không được để trống',
      unit: 'Vui lòng chọn đơn vị',
      normalRange: 'Khoảng bình thường không được để trống',
    });
    expect(
      zodResolver(testTypeCreateBody)({ testTypeName: ' CD4 ', unit: 'cells/mm³', normalRange: ' 500 ' }),
    ).toEqual({});
  });
});

describe('server errors', () => {
  it('shows the server message, the connection text without an answer, else the default', () => {
    expect(saveErrorMessage(new ApiError(409, 'x', { serverMessage: 'Đã tồn tại' }), 'mặc định')).toBe(
      'Đã tồn tại',
    );
    expect(saveErrorMessage(new ApiError(0, 'offline'), 'mặc định')).toBe(
      'Đã xảy ra lỗi khi kết nối đến server',
    );
    expect(saveErrorMessage(new ApiError(500, 'HTTP 500'), 'mặc định')).toBe('mặc định');
    expect(saveErrorMessage(new Error('boom'), 'mặc định')).toBe('mặc định');
  });

  it('recognises a 404', () => {
    expect(isNotFound(new ApiError(404, 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'x'))).toBe(false);
  });
});
