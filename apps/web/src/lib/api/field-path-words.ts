/**
 * The server names a refused field by its place in the request (`body.lines.0.description`,
 * `body.cc.0`): right for an API client, not for a person. These say the same place in words
 * ("Line 1, description", "Cc 1") for the banners; the fields themselves still read the paths.
 */

const WHERE = /^(body|query|params)\./;

// Words the screens spell otherwise, and lists whose singular is not the name less its "s".
const SPELLED: Record<string, string> = {
  gst: 'GST',
  uen: 'UEN',
  sgd: 'SGD',
  url: 'URL',
  email: 'e-mail',
  emails: 'e-mails',
};
const SINGULAR: Record<string, string> = { addresses: 'address', cc: 'cc', bcc: 'bcc' };

/** `billingAddress` as "billing address", `gstNumber` as "GST number", `contactId` as "contact". */
function nameInWords(name: string): string {
  return name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => SPELLED[word] ?? word)
    .join(' ');
}

function singular(words: string): string {
  const last = words.split(' ').at(-1) ?? '';
  const one = SINGULAR[last] ?? (last.endsWith('s') ? last.slice(0, -1) : last);
  return `${words.slice(0, words.length - last.length)}${one}`;
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A request path in words: each list item by its name and place counted from 1, then the field
 * (`body.lines.0.description` is "Line 1, description", `body.cc.0` "Cc 1").
 */
export function fieldPathInWords(path: string): string {
  const steps = path.replace(WHERE, '').split('.').filter(Boolean);
  const parts: string[] = [];
  for (const [at, step] of steps.entries()) {
    const next = steps[at + 1];
    if (/^\d+$/.test(step)) continue;
    parts.push(
      next !== undefined && /^\d+$/.test(next)
        ? `${singular(nameInWords(step))} ${Number(next) + 1}`
        : nameInWords(step),
    );
  }
  return capitalised(parts.join(', '));
}

/** A message that begins with a request path (`body.cc.0: Not an e-mail`), the path in words. */
export function messageInWords(message: string): string {
  const found = /^((?:body|query|params)\.[\w.]+): /.exec(message);
  if (!found?.[1]) return message;
  return `${fieldPathInWords(found[1])}: ${message.slice(found[0].length)}`;
}
