/** The accounts support/start-server.mjs creates, one per staff role, for the staff and console specs. */
export const staff = { email: 'staff@e2e.test', password: 'staff-e2e-password' };
export const editor = { email: 'editor@e2e.test', password: 'editor-e2e-password' };
export const admin = { email: 'admin@e2e.test', password: 'admin-e2e-password' };
