/*
 * A small CSV reader for the imports a person makes from a spreadsheet (the BNCC catalogue):
 *
 * - the separator is `;` (what a pt-BR spreadsheet writes) or `,`, whichever the header line
 *   has more of outside quotes (`;` on a tie or when it has neither);
 * - a field may be double-quoted; inside quotes `""` is one quote and the separator and line
 *   breaks are text. A quote inside an unquoted field is kept as it is; text after a closing
 *   quote is appended to the field; an unclosed quote runs to the end of the text;
 * - lines end with LF, CRLF or a lone CR (read as LF, also inside quoted fields);
 * - a leading UTF-8 byte order mark is ignored.
 *
 * Each record carries the 1-based number of the line it starts on, so messages can name it. An
 * empty line is a record of one empty field; a final line break does not start a record.
 */

export type CsvSeparator = ';' | ',';

export interface CsvRecord {
  /** The 1-based line the record starts on. */
  line: number;
  fields: string[];
}

export interface CsvDocument {
  separator: CsvSeparator;
  records: CsvRecord[];
}

const BOM = '\uFEFF';

/** The text without its byte order mark, every line break written LF. */
function normalised(text: string): string {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  return body.replace(/\r\n?/g, '\n');
}

/** The separator the first line uses: counted outside quotes, `;` unless `,` is more frequent. */
function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') break;
    else if (char === ';') semicolons += 1;
    else if (char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** Reads a CSV text into records (see the top of this file). */
export function parseCsv(text: string): CsvDocument {
  const source = normalised(text);
  const separator = detectSeparator(source);
  const records: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  while (index < source.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let ended = false;
    while (!ended) {
      if (source[index] === '"') {
        // A quoted field: up to the closing quote, `""` being one quote.
        index += 1;
        while (index < source.length) {
          const char = source[index] as string;
          if (char === '"') {
            if (source[index + 1] === '"') {
              field += '"';
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (char === '\n') line += 1;
          field += char;
          index += 1;
        }
      }
      // The unquoted part of the field (all of it, or what follows a closing quote).
      while (index < source.length) {
        const char = source[index] as string;
        if (char === separator || char === '\n') break;
        field += char;
        index += 1;
      }
      fields.push(field);
      field = '';
      if (index >= source.length) {
        ended = true;
      } else if (source[index] === separator) {
        index += 1;
      } else {
        // A line break ends the record.
        index += 1;
        line += 1;
        ended = true;
      }
    }
    records.push({ line: start, fields });
  }
  return { separator, records };
}
