/**
 * A web address the agency publishes (a social page) or the pages frame (a video, a map, a calendar). The
 * browser's own parser accepts far more than a working address: a comma or an underscore in the host, a
 * host without a dot, an IP address, a user and password before the host. Such an address shows a broken
 * embed or link at best, and names an origin no content security policy can carry at worst, so only a
 * plain https address of a real host name passes.
 */

/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters, or its punycode form. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function isHostName(hostname: string): boolean {
  const labels = hostname.split('.');
  return hostname.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** True for an absolute https address of a real host name, with no spaces and no user or password in it. */
export function isHttpsAddress(value: string): boolean {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The parser turns an international host name into its ASCII form, which the label rules then read.
  return url.protocol === 'https:' && url.username === '' && url.password === '' && isHostName(url.hostname);
}
