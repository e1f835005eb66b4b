import type { MiddlewareHandler } from 'hono';

/** The Content-Security-Policy of every answer; inline scripts run only when their hash is listed. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Security headers on every answer (API, pages, errors). */
export function securityHeaders(scriptHashes: readonly string[] = []): MiddlewareHandler {
  const csp = contentSecurityPolicy(scriptHashes);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (isHttps(c.req.raw)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (c.req.path.startsWith('/api/')) headers.set('Cache-Control', 'no-store');
  };
}

/** Whether the request reached us over https (directly or through a TLS-terminating proxy). */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

/**
 * Whether the cookies we set get `Secure`: over https, and always in production (where the site
 * must be served over https; browsers still keep them on http://localhost).
 */
export function secureCookies(request: Request, production: boolean): boolean {
  return production || isHttps(request);
}
