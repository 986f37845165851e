/**
 * The test-only allow-list (`URL_FETCH_ALLOWED_HOSTS`): `host:port` entries the guard fetches
 * without its address check, so tests can analyse a fixture page served on 127.0.0.1. An entry
 * names one port of one host: a redirect to another port of that host is checked as usual.
 */
export function parseAllowedHosts(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const refused = new Error(`"${entry}" is not a host:port entry`);
      // The URL parser drops a default port (":80"), so the port is read from the entry itself.
      const port = /:(\d{1,5})$/.exec(entry)?.[1];
      if (!port || Number(port) > 65535) throw refused;
      let url: URL;
      try {
        url = new URL(`http://${entry}`);
      } catch {
        throw refused;
      }
      if (url.pathname !== '/' || url.username || url.password || url.search || url.hash) {
        throw refused;
      }
      return `${url.hostname}:${Number(port)}`;
    });
}

/** The `host:port` an http(s) URL connects to, written as the allow-list writes it. */
export function hostAndPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}
