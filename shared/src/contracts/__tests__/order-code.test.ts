import { normalizeOrderCode } from '../order-code';
import { orderCode } from '../order';

describe('the order code rule without zod', () => {
  it('agrees with the orderCode contract', () => {
    const samples = ['SF-2026-ABC', '  sf-2026-abc ', '', '   ', 'a'.repeat(40), 'a'.repeat(41), 'SF 2026', 'SF_1', 'mã-đơn', '<script>'];
    for (const sample of samples) {
      const verdict = orderCode.safeParse(sample);
      expect([sample, normalizeOrderCode(sample)]).toEqual([sample, verdict.success ? verdict.data : null]);
    }
  });
});
