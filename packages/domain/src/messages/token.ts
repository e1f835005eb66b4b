/** Access-token decoding errors (spec §8: name the missing claim or the invalid role). */
export const tokenMessages = {
  invalidToken: 'Token inválido',
  claimMissing: (claim: string) => `Claim ausente no token: ${claim}`,
  claimInvalid: (claim: string) => `Claim inválida no token: ${claim}`,
  roleInvalid: 'Estrutura de role inválida no token',
} as const;
