import { describe, expect, it } from 'vitest';
import { readCsvFile } from './importar-bncc-read-csv-file';

const LINE = 'EF01LP01;Reconhecer que textos são lidos;Protocolos de leitura;Língua Portuguesa;1º';

describe('readCsvFile', () => {
  it('reads UTF-8, without its byte-order mark', async () => {
    const utf8 = new TextEncoder().encode(LINE);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(await readCsvFile(new Blob([utf8]))).toBe(LINE);
    expect(await readCsvFile(new Blob([withBom]))).toBe(LINE);
  });

  it('reads a spreadsheet’s Windows-1252 file with its accents', async () => {
    // 'ã' is 0xE3, 'í' 0xED, 'º' 0xBA in Windows-1252: not valid UTF-8 on their own.
    const latin = Uint8Array.from(LINE, (char) => char.charCodeAt(0));
    expect(await readCsvFile(new Blob([latin]))).toBe(LINE);
  });
});
