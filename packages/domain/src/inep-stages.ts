/**
 * INEP's 'etapa de ensino' (Educacenso, the class's and the enrolment's stage): a grade level of
 * a course may name one, so that its classes carry the code the Censo Escolar asks for. The codes
 * and their labels are INEP's table of the current layout, in the order its documentation lists
 * them (codes of the 8-year Ensino Fundamental, no longer accepted, are left out).
 */
export const INEP_STAGES = [
  { code: 1, label: 'Educação Infantil - Creche' },
  { code: 2, label: 'Educação Infantil - Pré-escola' },
  { code: 3, label: 'Educação Infantil - Unificada' },
  { code: 14, label: 'Ensino Fundamental de 9 anos - 1º Ano' },
  { code: 15, label: 'Ensino Fundamental de 9 anos - 2º Ano' },
  { code: 16, label: 'Ensino Fundamental de 9 anos - 3º Ano' },
  { code: 17, label: 'Ensino Fundamental de 9 anos - 4º Ano' },
  { code: 18, label: 'Ensino Fundamental de 9 anos - 5º Ano' },
  { code: 19, label: 'Ensino Fundamental de 9 anos - 6º Ano' },
  { code: 20, label: 'Ensino Fundamental de 9 anos - 7º Ano' },
  { code: 21, label: 'Ensino Fundamental de 9 anos - 8º Ano' },
  { code: 41, label: 'Ensino Fundamental de 9 anos - 9º Ano' },
  { code: 22, label: 'Ensino Fundamental de 9 anos - Multi' },
  { code: 23, label: 'Ensino Fundamental de 9 anos - Correção de Fluxo' },
  { code: 56, label: 'Educação Infantil e Ensino Fundamental (9 anos) - Multietapa' },
  { code: 25, label: 'Ensino Médio - 1ª Série' },
  { code: 26, label: 'Ensino Médio - 2ª Série' },
  { code: 27, label: 'Ensino Médio - 3ª Série' },
  { code: 28, label: 'Ensino Médio - 4ª Série' },
  { code: 29, label: 'Ensino Médio - Não Seriada' },
  { code: 30, label: 'Curso Técnico Integrado (Ensino Médio Integrado) - 1ª Série' },
  { code: 31, label: 'Curso Técnico Integrado (Ensino Médio Integrado) - 2ª Série' },
  { code: 32, label: 'Curso Técnico Integrado (Ensino Médio Integrado) - 3ª Série' },
  { code: 33, label: 'Curso Técnico Integrado (Ensino Médio Integrado) - 4ª Série' },
  { code: 34, label: 'Curso Técnico Integrado (Ensino Médio Integrado) - Não Seriada' },
  { code: 35, label: 'Ensino Médio - Normal/Magistério - 1ª Série' },
  { code: 36, label: 'Ensino Médio - Normal/Magistério - 2ª Série' },
  { code: 37, label: 'Ensino Médio - Normal/Magistério - 3ª Série' },
  { code: 38, label: 'Ensino Médio - Normal/Magistério - 4ª Série' },
  { code: 39, label: 'Curso Técnico - Concomitante' },
  { code: 40, label: 'Curso Técnico - Subsequente' },
  { code: 64, label: 'Curso Técnico Misto (Concomitante e Subsequente)' },
  { code: 65, label: 'EJA - Ensino Fundamental - Projovem Urbano' },
  { code: 67, label: 'Curso FIC integrado na modalidade EJA - Nível Médio' },
  { code: 68, label: 'Curso FIC Concomitante' },
  { code: 69, label: 'EJA - Ensino Fundamental - Anos Iniciais' },
  { code: 70, label: 'EJA - Ensino Fundamental - Anos Finais' },
  { code: 71, label: 'EJA - Ensino Médio' },
  { code: 72, label: 'EJA - Ensino Fundamental - Anos Iniciais e Anos Finais' },
  { code: 73, label: 'Curso FIC integrado na modalidade EJA - Nível Fundamental' },
  { code: 74, label: 'Curso Técnico Integrado na modalidade EJA - Nível Médio' },
] as const;

export type InepStageCode = (typeof INEP_STAGES)[number]['code'];

const byCode = new Map<number, string>(INEP_STAGES.map((stage) => [stage.code, stage.label]));

/** Whether `code` is one of INEP's stages. */
export const isInepStageCode = (code: number): code is InepStageCode => byCode.has(code);

/** The label of an INEP stage ('Ensino Fundamental de 9 anos - 1º Ano'), or undefined. */
export const inepStageLabel = (code: number): string | undefined => byCode.get(code);
