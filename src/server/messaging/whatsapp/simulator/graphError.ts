/**
 * The simulator's refusals in Meta's Graph error envelope (WHATSAPP-CLOUD-API.md §3):
 * `message` is `(#code) title`, `error_data.details` says more, a `fbtrace_id` as Meta gives.
 * Template-creation refusals carry Meta's 2388xxx `error_subcode` under code 100 with the
 * specific title in `error_user_title`, as Graph does for user-facing validation errors.
 */
import { randomBytes } from 'node:crypto';

export class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly title: string,
    readonly details: string,
    readonly extra: { subcode?: number; retryAfter?: number; userTitle?: string } = {},
  ) {
    super(`(#${code}) ${title}`);
  }

  get body(): object {
    const { subcode, userTitle } = this.extra;
    return {
      error: {
        // Graph's user-facing validation errors say "Invalid parameter" and put the specific title aside.
        message: userTitle ? 'Invalid parameter' : `(#${this.code}) ${this.title}`,
        type: 'OAuthException',
        code: this.code,
        ...(subcode ? { error_subcode: subcode } : {}),
        ...(userTitle ? { is_transient: false, error_user_title: userTitle, error_user_msg: this.details } : {}),
        error_data: { messaging_product: 'whatsapp', details: this.details },
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    };
  }
}

export const invalidParameter = (details: string): GraphError => new GraphError(400, 100, 'Invalid parameter', details);

/** Code 100 with one of Meta's template-creation subcodes (M-ERR: 2388040 too long, 2388293 variables, …). */
export const templateRefusal = (subcode: number, userTitle: string, details: string): GraphError =>
  new GraphError(400, 100, userTitle, details, { subcode, userTitle });
