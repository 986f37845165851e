import { type Middleware } from 'koa';
import { DomainError } from '../domain/errors';

const NULL_CHARACTER_REFUSAL = 'Text cannot contain the null character (U+0000).';

/**
 * Refuses any request whose address or JSON body holds the null character. PostgreSQL cannot
 * store it in text (and a query comparing against it fails), so without this a `%00` in an id or
 * a `\u0000` in a name reached the database as a 500; no text a person types contains it. After
 * the body parser, before the routes.
 */
export function refuseNullCharacters(): Middleware {
  return async (ctx, next) => {
    if (/%00/i.test(ctx.originalUrl) || holdsNullCharacter(ctx.request.body)) {
      throw new DomainError('validation_error', NULL_CHARACTER_REFUSAL);
    }
    await next();
  };
}

/** Walks the parsed JSON without recursion: a hostile body may nest thousands of levels deep. */
function holdsNullCharacter(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
