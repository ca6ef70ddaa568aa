/**
 * The rule matcher the server and the shell share: a chain is followed to its end in one answer,
 * also through the site's own hosts, and a loop (or a chain past the bound) answers nothing, so
 * neither the server nor the shell's client-side navigation goes round it.
 */
import { hostKey, matchRouteRule, MAX_RULE_HOPS, siteHostsOf, type PublishedRouteRule } from '../route-rule-match';

const rule = (from: string, to: string, status: 301 | 302 = 301): PublishedRouteRule => ({ from, to, status, external: /^https?:/.test(to) });
const hosts = siteHostsOf('https://cable.example', ['www.cable.example', 'localhost:8080']);

describe('matchRouteRule', () => {
  it('answers one rule as before, keeping the request\'s query on an internal target', () => {
    expect(matchRouteRule([rule('/a', '/b')], '/a', '?utm=1')).toEqual({ location: '/b?utm=1', status: 301, external: false });
    expect(matchRouteRule([rule('/a', 'https://example.com/x', 302)], '/a/', '', hosts)).toEqual({ location: 'https://example.com/x', status: 302, external: true });
    expect(matchRouteRule([rule('/a', '/b')], '/c')).toBeUndefined();
  });

  it('answers a loop with nothing: to itself, A→B→A, and across the site\'s hosts', () => {
    expect(matchRouteRule([rule('/a', '/a/')], '/a')).toBeUndefined();
    expect(matchRouteRule([rule('/a', '/b'), rule('/b', '/%61')], '/a')).toBeUndefined();
    expect(matchRouteRule([rule('/a', 'https://WWW.cable.example./b'), rule('/b', 'http://localhost:8080/a')], '/a', '', hosts)).toBeUndefined();
  });

  it('follows a chain to its end in one answer, temporary if any step is, and no further than the bound', () => {
    expect(matchRouteRule([rule('/a', '/b', 302), rule('/b', 'https://cable.example/c?x=1'), rule('/c', '/d#top')], '/a', '', hosts)).toEqual({
      location: '/d?x=1#top',
      status: 302,
      external: false,
    });
    const chain = (length: number) => Array.from({ length }, (_, i) => rule(`/r${i}`, `/r${i + 1}`));
    expect(matchRouteRule(chain(MAX_RULE_HOPS), '/r0')?.location).toBe(`/r${MAX_RULE_HOPS}`);
    expect(matchRouteRule(chain(MAX_RULE_HOPS + 1), '/r0')).toBeUndefined();
  });

  it('compares hosts without case, a trailing dot or a default port', () => {
    expect(hostKey('WWW.Cable.Example.')).toBe('www.cable.example');
    expect(hostKey('cable.example.:8080')).toBe('cable.example:8080');
    expect(siteHostsOf('https://Cable.Example:443/')).toEqual(['cable.example']);
  });
});
