/**
 * The environment of `npm start`'s first build. The console's heap bound (ADR 063: `--max-old-space-size=256` in
 * NODE_OPTIONS) is the console's, not the build's: merging and compressing the browser build needs more, and ran
 * out of heap under it on a fresh clone. The build's processes get the same environment without that flag.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const nodeOptions = (env.NODE_OPTIONS ?? "").replace(/(^|\s)--max-old-space-size=\S*/g, " ").replace(/\s+/g, " ").trim();
  const { NODE_OPTIONS: _bounded, ...rest } = env;
  return nodeOptions ? { ...rest, NODE_OPTIONS: nodeOptions } : rest;
}
