/** Text folded for searching: lower case, without accents ('Ciências' matches 'ciencias'). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether `text` contains what was typed, ignoring case and accents. */
export function matchesSearch(text: string, query: string): boolean {
  return foldForSearch(text).includes(foldForSearch(query));
}
