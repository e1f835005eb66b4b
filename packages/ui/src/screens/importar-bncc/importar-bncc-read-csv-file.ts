/** The bytes of a file, through a FileReader (what every browser has). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The text of a CSV file chosen in the browser. UTF-8 first (a byte-order mark is dropped);
 * a file that is not valid UTF-8 is read as Windows-1252, the encoding a spreadsheet saves
 * 'CSV' in on Windows, so its accents arrive as written rather than as '�'.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await bytesOf(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
