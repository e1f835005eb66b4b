/** Text of any thrown value: an Error's stack (or message), a response's status, or the value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText, data } = error as {
      status: unknown;
      statusText?: unknown;
      data?: unknown;
    };
    return [status, statusText, typeof data === 'string' ? data : ''].filter(Boolean).join(' ');
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}
