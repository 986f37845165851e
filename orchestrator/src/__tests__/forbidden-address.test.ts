import { checkUrl } from '../web/check-url';
import { UnsafeUrlError } from '../web/fetch-errors';
import { forbiddenAddressReason } from '../web/forbidden-address';

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'], // cloud metadata
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'], // Alibaba's metadata
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::127.0.0.1', 'loopback'], // ipaddr.js reads this form as mapped; refused all the same
    ['::7f00:1', 'IPv4-compatible'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0:192.168.0.1', 'private'], // SIIT
    ['64:ff9b::a00:1', 'private'], // NAT64 of 10.0.0.1
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:c0a8:101::1', 'private'], // 6to4 of 192.168.1.1
    ['2002:7f00:1::', 'loopback'],
    ['2001:0:a00:1::', 'private'], // Teredo through a private server
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo client ~3fff:fdd2 = 192.0.2.45
    ['fd00:ec2::254', 'uniqueLocal'], // AWS metadata over IPv6
    ['fc00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
    ['4000::1', 'outside global unicast'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddressReason(address)).toContain(why);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeUndefined();
  });

  it('refuses what is not an address', () => {
    expect(forbiddenAddressReason('example.com')).toContain('not an IP address');
  });
});

describe('checkUrl', () => {
  const none = new Set<string>();
  const refused = (url: string, allowed = none) => {
    try {
      checkUrl(url, allowed);
    } catch (error) {
      expect(error).toBeInstanceOf(UnsafeUrlError);
      expect((error as Error).message).toBe('This address cannot be fetched.');
      return (error as UnsafeUrlError).reason;
    }
    throw new Error(`${url} was accepted`);
  };

  it.each([
    ['http://2130706433/', 'loopback'], // decimal
    ['http://0177.0.0.1/', 'loopback'], // octal
    ['http://0x7f000001/', 'loopback'], // hex
    ['http://0x7f.0.0.1/', 'loopback'],
    ['http://127.1/', 'loopback'], // short form
    ['http://017700000001/', 'loopback'], // octal as one number
    ['http://0xa9.0xfe.0xa9.0xfe/', 'linkLocal'], // 169.254.169.254 in hex
    ['http://[::ffff:127.0.0.1]:8080/', 'loopback'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'loopback'],
    ['https://[fd00:ec2::254]/latest', 'uniqueLocal'],
    ['http://[::1]/', 'loopback'],
    ['ftp://example.com/file', 'scheme ftp:'],
    ['file:///etc/passwd', 'scheme file:'],
    ['gopher://example.com/', 'scheme gopher:'],
    ['javascript:alert(1)', 'scheme javascript:'],
    ['http://user:secret@example.com/', 'credentials'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', (url, why) => {
    expect(refused(url)).toContain(why);
  });

  it('leaves host names to the connection-time check', () => {
    expect(checkUrl('https://shop.example/products/bag', none)).toMatchObject({
      allowListed: false,
    });
    expect(checkUrl('http://localhost/', none).allowListed).toBe(false);
  });

  it('lets through only the exact host:port entries of the allow-list', () => {
    const allowed = new Set(['127.0.0.1:4010']);
    expect(checkUrl('http://127.0.0.1:4010/page', allowed).allowListed).toBe(true);
    // The same address written otherwise is the same host:port once parsed.
    expect(checkUrl('http://2130706433:4010/page', allowed).allowListed).toBe(true);
    expect(refused('http://127.0.0.1:4011/page', allowed)).toContain('loopback');
    expect(refused('http://127.0.0.1/page', allowed)).toContain('loopback');
    expect(refused('ftp://127.0.0.1:4010/page', allowed)).toContain('scheme');
  });
});
