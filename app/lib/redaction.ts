/**
 * What the console's logs never carry (issue 37): tokens, passwords, SMS and image codes, phone numbers and the
 * values of secret fields. Structured fields are removed by path (pino's `redact`, REDACT_PATHS); what can only be
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

/** Paths for pino's `redact`: each secret field at the top of a log line and one level down (req.headers.cookie…). */
export const REDACT_PATHS: string[] = [
  ...SECRET_FIELDS.flatMap((name) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : `["${name}"]`;
    return [key, key.startsWith("[") ? `*${key}` : `*.${key}`];
  }),
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
];

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
