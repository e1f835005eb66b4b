/** Words of the sign-in screen (pt-BR), written once. */
export const signInLabels = {
  subtitle: 'Acesse sua conta para continuar.',
  tagline: 'Gestão escolar para redes de ensino',
  login: 'E-mail ou CPF',
  loginPlaceholder: 'nome@escola.gov.br',
  password: 'Senha',
  submit: 'Entrar',
  offline: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
} as const;
