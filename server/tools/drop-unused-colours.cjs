/**
 * PostCSS plugin (the classic Remix compiler runs it on every stylesheet; package.json's "postcss" names it): takes
 * out of Mantine's global.css the CSS variables of colours the console never uses, a third of the render-blocking
 * stylesheet's gzip for nothing (issue 13: ≤ 15 kB):
 * - the dark colour scheme's block: the console is light only (root.tsx forces Mantine's light scheme; colour-weak
 *   mode is a filter, not a scheme);
 * - the ~23 variables of each Mantine colour the console never names. A colour used in app/ must be listed in
 *   USED_COLOURS: drop-unused-colours.test.ts fails naming it otherwise.
 * At build time, so the installed package stays as it came (changing the list needs no reinstall).
 */
const USED_COLOURS = ["dark", "gray", "red", "orange", "yellow", "green", "teal", "cyan", "blue", "grape"];
const MANTINE_COLOURS = ["dark", "gray", "red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green", "lime", "yellow", "orange"];
const DROPPED = MANTINE_COLOURS.filter((colour) => !USED_COLOURS.includes(colour));
const DROPPED_VARIABLE = new RegExp(`^--mantine-color-(${DROPPED.join("|")})-`);
const DARK_SCHEME_BLOCK = /^:root\[data-mantine-color-scheme=(['"]?)dark\1\]$/;

/** @type {import("postcss").PluginCreator<void>} */
const dropUnusedColours = () => ({
  postcssPlugin: "drop-unused-colours",
  Rule(rule) {
    if (DARK_SCHEME_BLOCK.test(rule.selector)) rule.remove();
  },
  Declaration(declaration) {
    if (DROPPED_VARIABLE.test(declaration.prop)) declaration.remove();
  },
});
dropUnusedColours.postcss = true;

module.exports = dropUnusedColours;
module.exports.USED_COLOURS = USED_COLOURS;
module.exports.MANTINE_COLOURS = MANTINE_COLOURS;
