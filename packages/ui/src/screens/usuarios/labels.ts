/** Labels of /app/usuarios: columns, the add and edit dialogs and their fields. */
export const usuariosLabels = {
  cpf: 'CPF',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'Email',
  role: 'Atribuição',
  addTitle: 'Adicionar Usuário',
  editTitle: 'Editar Usuário',
  password: 'Senha',
  confirmPassword: 'Confirmar Senha',
  cpfPlaceholder: '000.000.000-00',
  emailPlaceholder: 'nome@escola.gov.br',
} as const;
