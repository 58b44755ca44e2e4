// The server's way to theme-css.ts: through a .server module, the browser's bundle leaves it out of the first load.
export { themeCss } from "./theme-css";
