import { nationalPhone, orderSearchInput, orderSearchKind } from '../order-admin';

describe('the order desk\'s search terms', () => {
  it.each(['0905123456', '0905 123 456', '+84 905 123 456', '84905123456', '+84 0905.123.456', '(0905) 123-456', '905123456'])('reads %s as the national number 905123456', (phone) => {
    expect(orderSearchKind(phone)).toBe('phone');
    expect(nationalPhone(phone)).toBe('905123456');
  });

  it('tells codes, emails and phones apart, and refuses anything else', () => {
    expect(orderSearchKind('SF-ABCD1234-EFGH5678')).toBe('code');
    expect(orderSearchKind('sf-abcd1234-efgh5678')).toBe('code');
    expect(orderSearchKind('khach@example.com')).toBe('email');
    expect(orderSearchKind('12 34')).toBeNull();
    expect(orderSearchKind('SF ABCD')).toBeNull();
    expect(orderSearchInput.safeParse({ query: '12 34' }).success).toBe(false);
    expect(orderSearchInput.parse({ query: '  ', visitDate: '', status: '' })).toEqual({});
  });
});
