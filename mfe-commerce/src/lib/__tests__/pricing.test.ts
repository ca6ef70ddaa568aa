import { effectivePrice, pricesFrom, seatCount, ticketLineTotal } from '../pricing';

describe('ticket totals', () => {
  const prices = { adult: 300_000, child: 200_000, infant: 0 };

  it('adds adult and child prices per person', () => {
    expect(ticketLineTotal({ adult: 2, child: 1, infant: 0 }, prices)).toBe(800_000);
  });

  it('charges nothing for children under 3, even when a price list says otherwise', () => {
    expect(ticketLineTotal({ adult: 1, child: 0, infant: 3 }, { ...prices, infant: 150_000 })).toBe(300_000);
    expect(effectivePrice('infant', 99_000)).toBe(0);
    expect(pricesFrom([{ audience: 'infant', price: 50_000 }]).infant).toBe(0);
  });

  it('counts every admitted person as a seat, infants included', () => {
    expect(seatCount({ adult: 2, child: 1, infant: 1 })).toBe(4);
  });

  it('ignores negative quantities', () => {
    expect(ticketLineTotal({ adult: -2, child: 1, infant: 0 }, prices)).toBe(200_000);
  });
});
