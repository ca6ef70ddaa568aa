/** The staff account support/start-server.mjs creates for the staff specs. */
export const staff = { email: 'staff@e2e.test', password: 'staff-e2e-password' };
