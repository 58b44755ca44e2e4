import { constants, publicEncrypt } from "node:crypto";
import { config } from "~/config.server";

/**
 * Passwords leave the console encrypted with the platform's RSA public key (§5), PKCS#1 v1.5 like the
 * platform's browser clients, base64-encoded. The browser never needs the key: the console server encrypts.
 */
export function encryptPassword(plain: string): string {
  const key = config.platformPublicKey;
  if (!key) throw new Error("PLATFORM_PUBLIC_KEY is not configured");
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain, "utf8")).toString("base64");
}
