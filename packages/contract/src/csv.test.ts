import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv.js';

describe('csvCell', () => {
  it.each<[string | number | null, string]>([
    [null, ''],
    [42, '42'],
    [-3, '-3'],
    ['BS. Lan', 'BS. Lan'],
    ['Lê, Văn A', '"Lê, Văn A"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+84 912', "'+84 912"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\tcmd', "'\tcmd"],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvRecord', () => {
  it('joins the cells with commas and ends with CRLF', () => {
    expect(csvRecord(['a, b', 2, null, '=1'])).toBe(`"a, b",2,,'=1\r\n`);
  });
});
