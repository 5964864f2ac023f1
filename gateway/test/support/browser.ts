/** A response the browser got, redirects not followed. */
export interface Visit {
  status: number;
  location: string | null;
  setCookies: string[];
  text: string;
}

interface Cookie {
  value: string;
  origin: string;
  path: string;
}

/**
 * Just enough of a browser to walk a redirect chain by hand: it keeps cookies per origin and path
 * (Max-Age=0 removes one) and sends them back where they belong.
 */
export class Browser {
  private readonly cookies = new Map<string, Cookie>();

  async visit(url: string): Promise<Visit> {
    const target = new URL(url);
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => c.origin === target.origin && target.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) this.keep(target, header);
    return {
      status: response.status,
      location: response.headers.get('location'),
      setCookies,
      text: await response.text(),
    };
  }

  /** The value of a cookie this browser holds, by name. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  private keep(from: URL, header: string): void {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
    if (attribute('Max-Age') === '0') {
      this.cookies.delete(name);
      return;
    }
    this.cookies.set(name, { value, origin: from.origin, path: attribute('Path') ?? '/' });
  }
}
