/**
 * What the console's logs never carry (issue 37): tokens, passwords, SMS and image codes, phone numbers and the
 * values of secret fields. Structured fields are replaced by name (redactFields, the logger's formatter); what can only be
 * text (a URL's query, an error's message) goes through redactUrl / redactText.
 */

export const REDACTED = "[Redacted]";

/** Field names whose values are secret wherever they appear (form fields, query parameters, JSON bodies, headers). */
export const SECRET_FIELDS = [
  "password",
  "newPassword",
  "oldPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "idToken",
  "id_token",
  "refreshToken",
  "refresh_token",
  "accessToken",
  "access_token",
  "authorization",
  "cookie",
  "set-cookie",
  "code",
  "smsCode",
  "captcha",
  "uuid",
  "phone",
  "phoneNumber",
  "mobile",
  "email",
  "secret",
  "appSecret",
  "baseStationToken",
] as const;

const SECRET_KEYS = new Set<string>(SECRET_FIELDS.map((name) => name.toLowerCase()));
/** How deep a log line's fields are looked at: its own, one level down (form.password), two (req.headers.cookie). */
const REDACT_DEPTH = 3;

const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A log line's fields with the values of secret ones (SECRET_FIELDS, any case) replaced by REDACTED, at the top of the
 * line and two levels down (records in lists included). The object itself when nothing is secret (a request's line
 * never is: no copy), else a copy; what is given is never changed. Instead of pino's `redact`, whose wildcard paths
 * cost ~70 kB of garbage per line (a tenth of all the server allocated for a page's requests).
 */
export function redactFields<T extends Record<string, unknown>>(fields: T, depth = REDACT_DEPTH): T {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (!Object.prototype.hasOwnProperty.call(fields, key)) continue;
    const value = fields[key];
    let clean: unknown = value;
    if (SECRET_KEYS.has(key.toLowerCase())) clean = REDACTED;
    else if (depth > 1 && isPlainRecord(value)) clean = redactFields(value, depth - 1);
    else if (depth > 1 && Array.isArray(value)) clean = redactItems(value, depth - 1);
    if (clean !== value) (copy ??= { ...fields })[key] = clean;
  }
  return (copy ?? fields) as T;
}

/** A list in a log line (a form's rows): its records cleaned as fields are; the list itself when nothing changed. */
function redactItems(items: unknown[], depth: number): unknown[] {
  const clean = items.map((item) => (isPlainRecord(item) ? redactFields(item, depth) : item));
  return clean.some((item, index) => item !== items[index]) ? clean : items;
}

/** A query parameter (or form field) name that may carry a secret: any spelling of the names above and their kin. */
const SECRET_NAME = /pass(?:word)?|pwd|secret|token|authori[sz]ation|cookie|captcha|code|phone|mobile|e-?mail|credential|api[-_]?key|private[-_]?key/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** A mainland mobile number standing alone (not inside a longer run of digits). */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** A JSON Web Token anywhere in a text. */
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Phone numbers, bearer credentials and tokens taken out of a free text (an error message or stack). */
export function redactText(text: string): string {
  return text.replace(BEARER, `$1 ${REDACTED}`).replace(JWT, REDACTED).replace(PHONE, REDACTED);
}

/** A request's path and query for the log: secret parameters' values and phone numbers anywhere replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = redactText(queryAt < 0 ? url : url.slice(0, queryAt));
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        /* a malformed escape: judged as written */
      }
      if (equals < 0) return redactText(pair);
      return isSecretName(name) ? `${rawName}=${encodeURIComponent(REDACTED)}` : redactText(pair);
    })
    .join("&");
  return `${path}?${query}`;
}
