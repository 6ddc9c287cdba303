/**
 * The contract says auth/login takes a form body (application/x-www-form-urlencoded), but the
 * generated endpoint sends its body as JSON; this makes it post a real form.
 */
import { authApi, type LoginApiArg } from '../../api/generated/auth';

/** The login fields as form values: every field that is set, booleans as "true"/"false". */
export function loginFormBody(body: LoginApiArg['body']): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  return form;
}

authApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: (arg: LoginApiArg) => ({
        url: '/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: loginFormBody(arg.body),
      }),
    },
  },
});
