import * as v from 'valibot';

/** A reference to another record: `{ id, name }`. */
export const namedRefSchema = v.object({ id: v.string(), name: v.string() });
export type NamedRef = v.InferOutput<typeof namedRefSchema>;

/** Answer of the creating calls whose response id is used. */
export const createdIdSchema = v.object({ id: v.string() });
export type CreatedId = v.InferOutput<typeof createdIdSchema>;

/** The server's error body: a message and, for 400, the field issues. */
export const apiErrorBodySchema = v.object({
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

/** POST /auth answer. */
export const authResponseSchema = v.object({ accessToken: v.string() });
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;

/** POST /auth/refresh-token answer: field token becomes the new access token. */
export const refreshTokenResponseSchema = v.object({ token: v.string() });
export type RefreshTokenResponse = v.InferOutput<typeof refreshTokenResponseSchema>;

export const optionalString = v.nullish(v.string());
