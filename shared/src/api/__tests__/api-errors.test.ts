import { TRPCClientError } from '@trpc/client';
import { ERROR_CODE_NUMBERS, errorCodeOf, errorMessage, fieldErrorsOf, numericErrorCode, serverMessage, toNumericCode } from '@storefront/shared/api/api-errors';
import { RequestTimeoutError } from '@storefront/shared/api/fetch-with-retry';
import { i18n } from '@storefront/shared/i18n/i18n';

/** A TRPCClientError as the link builds it from a server's error answer. */
function serverError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return new TRPCClientError(message, { result: { error: { code: -32600, message, data: { code, httpStatus: 400, ...extra } } } } as never);
}

beforeEach(() => i18n.changeLanguage('vi'));

describe('error codes', () => {
  it('maps the spec codes to numbers', () => {
    expect(ERROR_CODE_NUMBERS).toMatchObject({
      PARSE_ERROR: -32700,
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      TIMEOUT: 408,
      CONFLICT: 409,
      TOO_MANY_REQUESTS: 429,
      INTERNAL_SERVER_ERROR: 500,
    });
    expect(toNumericCode('CONFLICT')).toBe(409);
    expect(toNumericCode('SOMETHING_NEW')).toBe(500);
  });

  it('reads the code of a server error and of a time-out', () => {
    expect(numericErrorCode(serverError('NOT_FOUND', 'Không tìm thấy'))).toBe(404);
    const timeout = new TRPCClientError('Request timed out after 5000 ms', { cause: new RequestTimeoutError(5000) });
    expect(errorCodeOf(timeout)).toBe('TIMEOUT');
    expect(numericErrorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(errorMessage(serverError('CONFLICT', 'Vé đã hết'))).toBe('Vé đã hết');
    expect(serverMessage(serverError('CONFLICT', 'Vé đã hết'))).toBe('Vé đã hết');
  });

  it('uses the fallback key when the server said nothing', () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }), 'session.fetchUserFailed')).toBe(
      'Không thể tải thông tin người dùng',
    );
  });

  it('names network failures and time-outs in the page language', async () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }))).toBe(
      'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.',
    );
    await i18n.changeLanguage('en');
    expect(errorMessage(new TRPCClientError('x', { cause: new RequestTimeoutError(5000) }))).toBe('The server took too long to answer. Please try again.');
    expect(errorMessage(serverError('FORBIDDEN', ''))).toBe('You are not allowed to do this.');
    expect(errorMessage('weird')).toBe('Something went wrong. Please try again.');
  });

  it('gives the field errors of a validation failure', () => {
    const error = serverError('BAD_REQUEST', 'Dữ liệu không hợp lệ', { fieldErrors: { email: ['validation.email'] } });
    expect(fieldErrorsOf(error)).toEqual({ email: ['validation.email'] });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
