// What the sandbox's area modules are given to build their routes. Its own module so that dependencies run one way:
// app.ts imports the areas, the areas import this and the table kit, and nothing imports app.ts but its starters.
import type Database from "better-sqlite3";
import type { Captcha, Keys, Tokens } from "./auth.js";
import type { LiveFeed } from "./live.js";
import type { SmsCodes } from "./sms-codes.js";

export interface Services {
  db: Database.Database;
  keys: Keys;
  tokens: Tokens;
  captcha: Captcha;
  smsCodes: SmsCodes;
  live: LiveFeed;
}
