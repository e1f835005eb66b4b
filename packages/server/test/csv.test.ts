import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/http/csv.ts';

/** The records as [line, fields] pairs, easier to read in expectations. */
const rows = (text: string) =>
  parseCsv(text).records.map((record) => [record.line, record.fields] as const);

describe('parseCsv', () => {
  it('reads semicolon-separated records with their line numbers', () => {
    const document = parseCsv('codigo;descricao\nEF01LP01;Ler\nEF01LP02;Escrever\n');
    expect(document.separator).toBe(';');
    expect(document.records).toEqual([
      { line: 1, fields: ['codigo', 'descricao'] },
      { line: 2, fields: ['EF01LP01', 'Ler'] },
      { line: 3, fields: ['EF01LP02', 'Escrever'] },
    ]);
  });

  it('detects the comma from the header line', () => {
    const document = parseCsv('codigo,descricao\nEF01LP01,"Ler; escrever"');
    expect(document.separator).toBe(',');
    expect(document.records.map((record) => record.fields)).toEqual([
      ['codigo', 'descricao'],
      ['EF01LP01', 'Ler; escrever'],
    ]);
  });

  it('keeps the semicolon when the header has more of them than commas', () => {
    const document = parseCsv('a;b,c;d\n1;2,3;4');
    expect(document.separator).toBe(';');
    expect(document.records[1]?.fields).toEqual(['1', '2,3', '4']);
  });

  it('ignores separators inside the header’s quotes when detecting', () => {
    expect(parseCsv('"a;b;c",d,e\n').separator).toBe(',');
    expect(parseCsv('"a,b,c";d;e\n').separator).toBe(';');
  });

  it('defaults to the semicolon when the header has no separator', () => {
    expect(parseCsv('codigo\nEF01LP01').separator).toBe(';');
  });

  it('reads quoted fields with doubled quotes, separators and line breaks inside', () => {
    const text = 'a;b;c\n"Diga ""olá""";"um; dois";"linha 1\nlinha 2"\nx;y;z';
    expect(rows(text)).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['Diga "olá"', 'um; dois', 'linha 1\nlinha 2']],
      [4, ['x', 'y', 'z']],
    ]);
  });

  it('reads CRLF and lone CR line breaks, also inside quotes', () => {
    expect(rows('a;b\r\n1;"x\r\ny"\r\n2;3\r\n')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\ny']],
      [4, ['2', '3']],
    ]);
    expect(rows('a;b\r1;2\r')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });

  it('ignores a UTF-8 byte order mark', () => {
    const document = parseCsv('\uFEFFcodigo,descricao\nEF01LP01,Ler');
    expect(document.separator).toBe(',');
    expect(document.records[0]?.fields).toEqual(['codigo', 'descricao']);
  });

  it('keeps empty fields, empty lines and a trailing separator', () => {
    expect(rows('a;;c;\n\n;\n')).toEqual([
      [1, ['a', '', 'c', '']],
      [2, ['']],
      [3, ['', '']],
    ]);
  });

  it('starts no record after the final line break, and none for an empty text', () => {
    expect(rows('a;b\n')).toEqual([[1, ['a', 'b']]]);
    expect(rows('')).toEqual([]);
    expect(rows('\uFEFF')).toEqual([]);
  });

  it('keeps a quote inside an unquoted field and text after a closing quote', () => {
    expect(rows('a"b;"c"d;e')).toEqual([[1, ['a"b', 'cd', 'e']]]);
  });

  it('runs an unclosed quote to the end of the text', () => {
    expect(rows('a;"b\nc;d\n')).toEqual([[1, ['a', 'b\nc;d\n']]]);
  });

  it('keeps the spaces around fields (trimming is the caller’s choice)', () => {
    expect(rows(' a ; b ')).toEqual([[1, [' a ', ' b ']]]);
  });
});
