/**
 * PostCSS plugin (the classic Remix compiler runs it on every stylesheet; package.json's "postcss" names it):
 * Mantine's global.css declares ~23 variables for each of its 14 colours. Those of the colours the console never
 * names are a fifth of the render-blocking stylesheet's gzip for nothing (issue 13: ≤ 15 kB). A colour used in
 * app/ must be listed here — drop-unused-colours.test.ts fails naming it otherwise.
 */
const USED_COLOURS = ["dark", "gray", "red", "orange", "yellow", "green", "teal", "cyan", "blue", "grape"];
const MANTINE_COLOURS = ["dark", "gray", "red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green", "lime", "yellow", "orange"];
const DROPPED = MANTINE_COLOURS.filter((colour) => !USED_COLOURS.includes(colour));
const DECLARATION = new RegExp(`^--mantine-color-(${DROPPED.join("|")})-`);

/** @type {import("postcss").PluginCreator<void>} */
const dropUnusedColours = () => ({
  postcssPlugin: "drop-unused-colours",
  Declaration(declaration) {
    if (DECLARATION.test(declaration.prop)) declaration.remove();
  },
});
dropUnusedColours.postcss = true;

module.exports = dropUnusedColours;
module.exports.USED_COLOURS = USED_COLOURS;
module.exports.MANTINE_COLOURS = MANTINE_COLOURS;
