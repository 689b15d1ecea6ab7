import { describe, expect, it } from 'vitest';
import { labTestKind, mapLabColumns, readLabDateTime } from './lab-columns.js';
import { labMessages } from './lab-messages.js';

describe('mapLabColumns', () => {
  it('finds the Vietnamese and the English names, whatever their case, spaces or a byte-order mark', () => {
    expect(
      mapLabColumns([
        '\uFEFFma_mau',
        'Ma_Dieu_Tri',
        'ngay lay mau',
        'ngay_tra_ket_qua',
        'xet_nghiem',
        'ket_qua',
        'don_vi',
      ]),
    ).toEqual({
      columns: {
        specimenCode: 0,
        artNumber: 1,
        collectionDate: 2,
        resultDate: 3,
        test: 4,
        value: 5,
        unit: 6,
      },
    });
    expect(mapLabColumns(['art_number', 'collection_date', 'test', 'value'])).toEqual({
      columns: { artNumber: 0, collectionDate: 1, test: 2, value: 3 },
    });
  });

  it.each<[string[], string]>([
    [['ma_mau', 'ket_qua'], 'xet_nghiem/test'],
    [['ma_mau', 'xet_nghiem'], 'ket_qua/value'],
    [['xet_nghiem', 'ket_qua'], 'ma_mau/specimen_code hoặc ma_dieu_tri/art_number'],
    [['name', 'dob'], 'xet_nghiem/test, ket_qua/value, ma_mau/specimen_code hoặc ma_dieu_tri/art_number'],
  ])('%j lacks %s', (headers, missing) => {
    expect(mapLabColumns(headers)).toEqual({ error: labMessages.columnsMissing(missing) });
  });
});

describe('labTestKind', () => {
  it.each([
    ['VL', 'viralLoad'],
    ['Tải lượng vi rút', 'viralLoad'],
    ['HIV-1 RNA', 'viralLoad'],
    ['25836-8', 'viralLoad'],
    ['CD4', 'cd4'],
    ['24467-3', 'cd4'],
    ['Creatinin', 'creatinine'],
    ['2160-0', 'creatinine'],
    ['Huyết sắc tố', 'hemoglobin'],
    ['718-7', 'hemoglobin'],
    ['HBsAg', 'hbsag'],
    ['CrAg', 'crag'],
    ['Glucose', null],
    ['', null],
  ])('%j → %s', (text, kind) => {
    expect(labTestKind(text)).toBe(kind);
  });
});

describe('readLabDateTime', () => {
  it.each([
    ['20/11/2026', { date: '2026-11-20', time: null }],
    ['5/1/2026 8:05', { date: '2026-01-05', time: '08:05:00' }],
    ['2026-11-20', { date: '2026-11-20', time: null }],
    ['2026-11-20 07:30:15', { date: '2026-11-20', time: '07:30:15' }],
    ['2026-11-20T07:30', { date: '2026-11-20', time: '07:30:00' }],
    ['31/02/2026', null],
    ['11/20/2026', null],
    ['2026-11-20 24:00', null],
    ['hôm qua', null],
  ])('%j → %j', (text, read) => {
    expect(readLabDateTime(text)).toEqual(read);
  });
});
