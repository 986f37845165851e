import { promises as dns, type LookupAddress } from 'node:dns';
import { type LookupFunction } from 'node:net';
import { UnsafeUrlError } from './fetch-errors';
import { forbiddenAddressReason } from './forbidden-address';

/** Every address a host name resolves to; `dns.lookup` by default, a fake one in tests. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

/**
 * The `lookup` of every socket the guard opens: the host name is resolved here and the socket
 * connects only to an address judged here, so a name that resolves to a private address now
 * (DNS rebinding included) is refused at the moment of connecting, not at some earlier check.
 * One forbidden address among the answers refuses them all.
 */
export function guardedLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted = addresses.filter((a) => !options.family || a.family === options.family);
        const refused = wanted
          .map((a) => forbiddenAddressReason(a.address))
          .find((reason) => reason !== undefined);
        if (refused)
          return callback(new UnsafeUrlError(`${hostname} resolves to a ${refused}`), '');
        if (wanted.length === 0) {
          return callback(
            Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
            '',
          );
        }
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
