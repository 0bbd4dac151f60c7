/** Script types that hold data, not code: the browser never runs them. */
const DATA_SCRIPT = /^application\/(ld\+)?json$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data']);

/** The nonce the CSP header allows, if any. */
export function cspNonce(response: Response): string | null {
  const policy = response.headers.get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
}

/** The inline-script hashes the CSP header allows ('sha256-…' sources). */
export function cspHashes(response: Response): Set<string> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Set([...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]!));
}

/** The CSP hash (base64 SHA-256) of a script's text. */
export async function scriptHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** Whether a URL attribute would run script when followed (`javascript:`, `vbscript:`, HTML data). */
export function isScriptUrl(value: string): boolean {
  // Browsers drop ASCII whitespace and control characters before reading the scheme.
  const cleaned = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  return /^(javascript|vbscript):/.test(cleaned) || /^data:text\/html/.test(cleaned);
}

/**
 * Everything in a page that could run script the server did not write: a `<script>` that is not
 * a data script and carries neither the response's CSP nonce nor text whose hash the CSP allows, an event-handler attribute, a script URL in a
 * link or form, a data script whose text is not valid JSON (it was broken out of), or a raw
 * U+2028/U+2029 in a script.
 */
export async function scriptViolations(response: Response): Promise<string[]> {
  const nonce = cspNonce(response);
  const hashes = cspHashes(response);
  const violations: string[] = [];
  const scripts: { type: string; text: string; nonced: boolean; src: boolean }[] = [];
  let current: (typeof scripts)[number] | null = null;
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) {
          if (/^on/i.test(name)) violations.push(`<${element.tagName} ${name}>`);
          if (URL_ATTRIBUTES.has(name.toLowerCase()) && isScriptUrl(value)) {
            violations.push(`<${element.tagName} ${name}="${value.slice(0, 40)}">`);
          }
        }
      },
    })
    .on('script', {
      element(element) {
        const type = element.getAttribute('type') ?? '';
        const data = DATA_SCRIPT.test(type);
        const nonced = Boolean(nonce) && element.getAttribute('nonce') === nonce;
        const src = element.hasAttribute('src');
        if (!data && !nonced && src) violations.push(`<script src> without the CSP nonce (type "${type}")`);
        current = { type, text: '', nonced: nonced || data, src };
        scripts.push(current);
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    });
  await rewriter.transform(response).text();
  for (const script of scripts) {
    if (!script.nonced && !script.src && !hashes.has(await scriptHash(script.text))) {
      violations.push(`<script> neither nonced nor hashed in the CSP (type "${script.type}")`);
    }
    if (/[\u2028\u2029]/.test(script.text)) violations.push('raw U+2028/U+2029 in a script');
    if (DATA_SCRIPT.test(script.type)) {
      try {
        JSON.parse(script.text);
      } catch {
        violations.push(`data script is not JSON: ${script.text.slice(0, 60)}`);
      }
    }
  }
  return violations;
}

/** Header problems a hostile input could cause: CR/LF in a value, an off-site Location. */
export function headerViolations(response: Response, origin: string): string[] {
  const violations: string[] = [];
  for (const [name, value] of response.headers) {
    if (/[\r\n]/.test(value)) violations.push(`${name} holds CR/LF`);
  }
  const location = response.headers.get('location');
  if (location !== null) {
    let target: URL | null = null;
    try {
      target = new URL(location, origin);
    } catch {
      violations.push(`unparsable Location ${location}`);
    }
    if (target && target.origin !== new URL(origin).origin) violations.push(`off-site Location ${location}`);
    // A protocol-relative or backslash path is read by browsers as another host.
    if (/^[/\\]{2}|^\/\\/.test(location)) violations.push(`ambiguous Location ${location}`);
  }
  return violations;
}
