/** The payment gateway settings that stop start-up, and what each refusal says. */
import { parseEnv } from '../env';

/** Production names its ticket signing key too (its form is checked when the server loads it). */
const TICKET_SIGNING_KEY = '-----BEGIN PRIVATE KEY-----';
const REAL = { VNPAY_TMN_CODE: 'DEMO0001', VNPAY_HASH_SECRET: 'merchant-secret', VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };

function refusal(source: NodeJS.ProcessEnv): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('payment gateway configuration', () => {
  it('refuses a production server without a gateway, naming each missing setting', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('Invalid configuration');
    for (const name of ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_URL']) expect(message).toContain(`${name}: required in production`);
  });

  it('refuses a partial VNPay configuration in every mode, naming only what is missing', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const message = refusal({ NODE_ENV, VNPAY_TMN_CODE: 'DEMO0001', VNPAY_HASH_SECRET: 'merchant-secret' });
      expect(message).toContain('VNPAY_URL: required with the other VNPay settings');
      expect(message).not.toContain('VNPAY_TMN_CODE');
    }
    expect(refusal({ VNPAY_URL: REAL.VNPAY_URL, PAYMENT_SANDBOX: '1' })).toMatch(/VNPAY_TMN_CODE: .*\n.*VNPAY_HASH_SECRET: /);
  });

  it('refuses the sandbox switch together with a real merchant account', () => {
    expect(refusal({ ...REAL, PAYMENT_SANDBOX: '1' })).toContain('PAYMENT_SANDBOX: must not be 1 together with a real VNPay configuration');
  });

  it('accepts production with a merchant account or with the sandbox switched on', () => {
    expect(parseEnv({ NODE_ENV: 'production', TICKET_SIGNING_KEY, ...REAL })).toMatchObject({ ...REAL, PAYMENT_SANDBOX: false });
    expect(parseEnv({ NODE_ENV: 'production', TICKET_SIGNING_KEY, PAYMENT_SANDBOX: '1' })).toMatchObject({ PAYMENT_SANDBOX: true });
  });

  it('starts a development server without any gateway, sandbox off', () => {
    expect(parseEnv({}).PAYMENT_SANDBOX).toBe(false);
    expect(refusal({ PAYMENT_SANDBOX: 'yes' })).toContain('PAYMENT_SANDBOX');
  });
});

describe('the site\'s other hosts', () => {
  it('reads SITE_HOST_ALIASES as host names with optional ports, and refuses anything else', () => {
    expect(parseEnv({}).SITE_HOST_ALIASES).toEqual([]);
    expect(parseEnv({ SITE_HOST_ALIASES: ' www.cable.example, localhost:8080 ' }).SITE_HOST_ALIASES).toEqual(['www.cable.example', 'localhost:8080']);
    for (const value of ['https://www.cable.example', 'www.cable.example/x', 'a b', 'user@host']) expect(refusal({ SITE_HOST_ALIASES: value })).toContain('SITE_HOST_ALIASES');
  });
});
