/** `n` followed by the singular or the plural noun: '1 curso', '3 cursos'. */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
