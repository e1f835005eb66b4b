/** Labels of /app/usuarios: columns, the add dialog and its fields. */
export const usuariosLabels = {
  cpf: 'CPF',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'Email',
  role: 'Atribuição',
  dialogTitle: 'Adicionar Usuário',
  password: 'Senha',
  confirmPassword: 'Confirmar Senha',
  cpfPlaceholder: '000.000.000-00',
  emailPlaceholder: 'nome@escola.gov.br',
} as const;
