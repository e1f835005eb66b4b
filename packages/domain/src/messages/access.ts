/** What a screen says when the signed-in user may not use it. */
export const accessMessages = {
  noPermissionPage: 'Você não tem permissão para acessar esta página.',
} as const;
