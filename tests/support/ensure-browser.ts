// `npm run test:e2e`'s first step: a Chromium for the browser tests, installed from Debian when it is missing.
import { ensureChromium } from "./browser";

ensureChromium();
