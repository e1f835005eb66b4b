export declare const E2E_ADMIN: Readonly<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}>;
