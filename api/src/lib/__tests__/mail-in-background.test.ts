import { mailInBackground, mailSent } from '../mail-in-background';

it('waits for mail on its way, including mail a send started, and logs a failed send instead of throwing', async () => {
  const written: string[] = [];
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  mailInBackground('confirmation', later(30).then(() => written.push('confirmation')));
  mailInBackground(
    'verification',
    later(10).then(() => mailInBackground('follow-up', later(30).then(() => written.push('follow-up')))),
  );
  mailInBackground('refund notice', Promise.reject(new Error('SMTP refused')));
  await mailSent();
  expect(written.sort()).toEqual(['confirmation', 'follow-up']);
  expect(error).toHaveBeenCalledWith('[mail] refund notice failed', expect.any(Error));
  error.mockRestore();
});
