/**
 * The API tests pay through the embedded sandbox gateway, which runs only when switched on.
 * A test of the refusal deletes this before its server reads the configuration.
 */
process.env.PAYMENT_SANDBOX = '1';
