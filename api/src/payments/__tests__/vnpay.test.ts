import { createHmac } from 'node:crypto';
import {
  isSuccess,
  paymentParams,
  paymentUrl,
  refundRequestBody,
  sandboxRefundAnswer,
  sendRefund,
  sign,
  signData,
  signFields,
  verify,
  vnpDate,
  sandboxGateway,
  vnpayConfig,
  IPN_RESPONSES,
  REFUND_RESPONSE_FIELDS,
  SANDBOX_PATH,
} from '../vnpay';

const SECRET = 'TESTSECRET0123456789ABCDEFGHIJKL';

describe('VNPay 2.1.0 signing', () => {
  // Written out by hand from the documented rule: sorted names, form-encoded values (space → +),
  // hash fields excluded, HMAC-SHA512 hex of the joined string.
  const params = {
    vnp_TxnRef: 'SF-ABC-1',
    vnp_Amount: '60000000',
    vnp_Command: 'pay',
    vnp_OrderInfo: 'Thanh toan don SF-ABC',
    vnp_ReturnUrl: 'http://127.0.0.1:8080/api/payments/vnpay/return',
    vnp_Version: '2.1.0',
    vnp_TmnCode: 'DEMO0001',
    vnp_SecureHashType: 'HmacSHA512',
  };
  const handWritten =
    'vnp_Amount=60000000&vnp_Command=pay&vnp_OrderInfo=Thanh+toan+don+SF-ABC' +
    '&vnp_ReturnUrl=http%3A%2F%2F127.0.0.1%3A8080%2Fapi%2Fpayments%2Fvnpay%2Freturn' +
    '&vnp_TmnCode=DEMO0001&vnp_TxnRef=SF-ABC-1&vnp_Version=2.1.0';
  const handHash = createHmac('sha512', SECRET).update(handWritten).digest('hex');

  it('signs the sorted, encoded query without the hash fields', () => {
    expect(signData(params)).toBe(handWritten);
    expect(sign(params, SECRET)).toBe(handHash);
    expect(handHash).toHaveLength(128);
  });

  it('verifies its own signature and refuses a changed parameter or another secret', () => {
    const signed = { ...params, vnp_SecureHash: handHash };
    expect(verify(signed, SECRET)).toBe(true);
    expect(verify({ ...signed, vnp_SecureHash: handHash.toUpperCase() }, SECRET)).toBe(true);
    expect(verify({ ...signed, vnp_Amount: '60000100' }, SECRET)).toBe(false);
    expect(verify(signed, 'another-secret')).toBe(false);
    expect(verify({ ...params, vnp_SecureHash: 'zz' }, SECRET)).toBe(false);
    expect(verify(params, SECRET)).toBe(false);
  });

  it('builds the redirect with amount ×100, GMT+7 dates and a valid signature', () => {
    const config = sandboxGateway('http://127.0.0.1:8080');
    expect(config.sandbox).toBe(true);
    const url = new URL(
      paymentUrl(config, {
        txnRef: 'SF-X-1',
        amount: 600_000,
        orderInfo: 'Thanh toán đơn hàng SF-X',
        ipAddr: '127.0.0.1',
        locale: 'vi',
        createdAt: new Date('2026-01-01T00:00:00Z'),
        expiresAt: new Date('2026-01-01T00:15:00Z'),
      }),
    );
    expect(url.pathname).toBe(SANDBOX_PATH);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_Amount: '60000000',
      vnp_CurrCode: 'VND',
      vnp_Locale: 'vn',
      vnp_CreateDate: '20260101070000',
      vnp_ExpireDate: '20260101071500',
      vnp_OrderInfo: 'Thanh toan don hang SF-X',
    });
    expect(verify(query, config.hashSecret)).toBe(true);
  });

  it('uses the real gateway only when all three settings are given, the sandbox only when switched on', () => {
    expect(vnpayConfig({}, 'http://x')).toBeUndefined();
    expect(vnpayConfig({ VNPAY_TMN_CODE: 'A', VNPAY_HASH_SECRET: 'B' }, 'http://x')).toBeUndefined();
    expect(vnpayConfig({ PAYMENT_SANDBOX: true }, 'http://x')).toEqual(sandboxGateway('http://x'));
    const real = vnpayConfig({ VNPAY_TMN_CODE: 'A', VNPAY_HASH_SECRET: 'B', VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' }, 'http://x')!;
    expect(real).toMatchObject({ sandbox: false, tmnCode: 'A', hashSecret: 'B', returnUrl: 'http://x/api/payments/vnpay/return' });
    expect(paymentParams(real, { txnRef: 't', amount: 1, orderInfo: 'x', ipAddr: '1.1.1.1', locale: 'en', createdAt: new Date(), expiresAt: new Date() }).vnp_Locale).toBe('en');
  });

  it('reads success only from response code 00 and transaction status 00', () => {
    expect(isSuccess({ vnp_ResponseCode: '00', vnp_TransactionStatus: '00' })).toBe(true);
    expect(isSuccess({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' })).toBe(false);
    expect(isSuccess({ vnp_ResponseCode: '00', vnp_TransactionStatus: '02' })).toBe(false);
  });

  it('has the IPN answer codes of the guide', () => {
    expect(Object.values(IPN_RESPONSES).map((r) => r.RspCode)).toEqual(['00', '01', '02', '04', '97', '99']);
    expect(vnpDate(new Date('2026-12-31T20:30:05Z'))).toBe('20270101033005');
  });
});

describe('VNPay refunds (merchant API)', () => {
  const config = { ...vnpayConfig({ VNPAY_TMN_CODE: 'DEMO0001', VNPAY_HASH_SECRET: SECRET, VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' }, 'http://x')! };
  const request = {
    requestId: 'SF-ABC-R7-1',
    txnRef: 'SF-ABC-1',
    transactionNo: '14000001',
    transactionDate: '20261120093000',
    amount: 600_000,
    createdBy: 'staff@example.vn',
    ipAddr: '127.0.0.1',
    orderInfo: 'Hoàn tiền đơn SF-ABC',
    now: new Date('2026-11-21T03:00:00Z'),
  };

  it('signs the documented fields joined by "|" in their fixed order', () => {
    // Written out by hand: RequestId|Version|Command|TmnCode|TransactionType|TxnRef|Amount|
    // TransactionNo|TransactionDate|CreateBy|CreateDate|IpAddr|OrderInfo.
    const handWritten = 'SF-ABC-R7-1|2.1.0|refund|DEMO0001|02|SF-ABC-1|60000000|14000001|20261120093000|staff@example.vn|20261121100000|127.0.0.1|Hoan tien don SF-ABC';
    const body = refundRequestBody(config, request);
    expect(body.vnp_SecureHash).toBe(createHmac('sha512', SECRET).update(handWritten).digest('hex'));
    expect(config.apiUrl).toBe('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction');
  });

  it('accepts a signed 00, believes a refusal, and rejects a success it cannot verify', async () => {
    const body = refundRequestBody(config, request);
    const answerWith = (answer: Record<string, string>) => (async () => new Response(JSON.stringify(answer))) as unknown as typeof fetch;
    const signedOk = sandboxRefundAnswer(config, body);
    expect(await sendRefund(config, body, answerWith(signedOk))).toMatchObject({ accepted: true, code: '00' });
    expect(await sendRefund(config, body, answerWith({ vnp_ResponseCode: '94', vnp_Message: 'Duplicate request' }))).toMatchObject({ accepted: false, code: '94' });
    const forged = { ...signedOk, vnp_Amount: '1' };
    expect(await sendRefund(config, body, answerWith(forged))).toMatchObject({ accepted: false, code: '97' });
    expect(signFields(forged, REFUND_RESPONSE_FIELDS, SECRET)).not.toBe(signedOk.vnp_SecureHash);
  });

  it('has the sandbox refuse a request signed with another secret', () => {
    const body = refundRequestBody({ ...config, hashSecret: 'another-secret' }, request);
    expect(sandboxRefundAnswer(config, body).vnp_ResponseCode).toBe('97');
  });
});

