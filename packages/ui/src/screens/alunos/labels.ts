/** Labels of /app/alunos. */
export const alunosLabels = {
  cpf: 'CPF',
  name: 'Nome',
  gender: 'Sexo',
  birthDate: 'Data de Nascimento',
} as const;
