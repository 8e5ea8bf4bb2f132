/**
 * What the log never holds (docs/security.md "Logs"): the values of a URL's query (a premium file link's `sig`, a
 * search for someone's name, an outbox filter by address), token-like path segments (confirmation, recovery and
 * unsubscribe links) and the mailbox of an e-mail address. The names stay (`?u=&exp=&sig=`, `***@gmail.com`), so an
 * operator still sees which call was made and which provider a mail went to.
 */

/** Token-like path segments are logged as [token]; the query keeps its names and drops its values. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const redactedPath = path.replace(/\/[A-Za-z0-9_-]{32,}(?=[/#]|$)/g, '/[token]');
  if (at === -1) return redactedPath;
  const [query, fragment] = splitOnce(url.slice(at + 1), '#');
  const names = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=`;
    })
    .join('&');
  return `${redactedPath}?${names}${fragment === undefined ? '' : '#'}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** `rosa.quispe@gmail.com` (or `rosa.quispe%40gmail.com`) → `***@gmail.com`. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '***@$1');
}

// The @ may be percent-encoded (%40) when the address travels inside a URL's path.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;
// An absolute URL, or a path followed by a query, inside free text or a serialized log line (a JSON string ends at
// a quote or an escape).
const URL_IN_TEXT = /https?:\/\/[^\s"'<>\\]+|\/[^\s"'<>\\?]*\?[^\s"'<>\\]*/g;

/** Any text bound for the log: its URLs redacted as above, then its e-mail addresses. */
export function redactLogText(text: string): string {
  return redactEmails(text.replace(URL_IN_TEXT, (url) => redactUrl(url)));
}
