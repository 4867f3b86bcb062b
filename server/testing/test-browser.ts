/** A cookie as a browser keeps it: for one host, under a path. */
interface StoredCookie {
  host: string;
  path: string;
  value: string;
}

/** What a browser does with redirects to servers other than the app: follows them, keeping each site's cookies. */
export interface TestBrowser {
  /**
   * Navigates to `url` and follows every redirect until one leads to an address `isDone` accepts (the app's
   * callback, reached through app.inject instead); answers that address. Fails on a page that is not a redirect.
   */
  follow(url: string, isDone: (next: URL) => boolean): Promise<URL>;
}

/** A browser with its own cookie jar, for the sites a test does not serve through app.inject (an OpenID provider). */
export function createTestBrowser(): TestBrowser {
  const jar = new Map<string, StoredCookie>();

  const cookieHeader = (url: URL): string =>
    [...jar]
      .filter(([, cookie]) => cookie.host === url.host && url.pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.slice(key.lastIndexOf('|') + 1)}=${cookie.value}`)
      .join('; ');

  const keep = (url: URL, setCookies: string[]): void => {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) || '/';
      const isExpired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && new Date(attribute.slice(8)).getTime() <= Date.now()));
      const key = `${url.host}|${path}|${name}`;
      if (isExpired || value === '') jar.delete(key);
      else jar.set(key, { host: url.host, path, value });
    }
  };

  return {
    async follow(start, isDone) {
      let url = new URL(start);
      for (let hop = 0; hop < 20; hop += 1) {
        if (isDone(url)) return url;
        const cookie = cookieHeader(url);
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        keep(url, response.headers.getSetCookie());
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) throw new Error(`${url.href} answered ${response.status}, not a redirect: ${(await response.text()).slice(0, 500)}`);
        await response.body?.cancel();
        url = new URL(location, url);
      }
      throw new Error(`Too many redirects from ${start}`);
    },
  };
}
