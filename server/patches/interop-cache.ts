/**
 * After `remix build` (and merge-chunks): esbuild's CommonJS interop helper made to reuse what it builds.
 *
 * Every module of ours that imports React (or another CommonJS package: react-dom, scheduler…) starts with
 * `var import_react = __toESM(require_react())`, and `__toESM` builds a new namespace object each time, with a getter
 * defined for every one of the package's exports (React: ~50). A list page evaluates ~250 such calls before it can
 * hydrate: 1.5–3 ms of the ~6 ms its module evaluation takes at full speed on this machine, in the one task that
 * evaluates them all (a long task on a phone; ADR 068). The object is a view of the package's `module.exports`
 * (getters, nothing copied), and esbuild's code only reads it, so one per package serves every importer: the helper
 * keeps the one it built per exports object (and per "node mode" flag, which adds the `default` export), and builds
 * it again only if the package's exports grew since (a CommonJS module still being loaded in a require cycle).
 */
export const INTEROP_PATCH = "interop-cache";

/**
 * esbuild's minified `__toESM` as it writes it: `N=(r,n,o)=>(o=r!=null?create(getProto(r)):{},copyProps(n||!r||
 * !r.__esModule?defProp(o,"default",{value:r,enumerable:!0}):o,r))`, whatever its names.
 */
const TO_ESM =
  /([\w$]+)=\(([\w$]+),([\w$]+),([\w$]+)\)=>\(\4=\2!=null\?([\w$]+)\(([\w$]+)\(\2\)\):\{\},([\w$]+)\(\3\|\|!\2\|\|!\2\.__esModule\?([\w$]+)\(\4,"default",\{value:\2,enumerable:!0\}\):\4,\2\)\)/;

/** The code with its `__toESM` reusing its results, and whether it had one (each build has it once). */
export function cacheInterop(code: string): { code: string; patched: boolean } {
  const match = TO_ESM.exec(code);
  if (!match) return { code, patched: false };
  const [helper, name] = match;
  const build = helper.slice(name!.length + 1);
  // Results per exports object, one map per flag; [namespace, own property count when built].
  const cached =
    `${name}=((build,made)=>(mod,nodeMode)=>{` +
    `if(mod==null||typeof mod!="object"&&typeof mod!="function")return build(mod,nodeMode);` +
    `const byMod=made[nodeMode?1:0],size=Object.getOwnPropertyNames(mod).length,known=byMod.get(mod);` +
    `if(known&&known[1]===size)return known[0];` +
    `const namespace=build(mod,nodeMode);byMod.set(mod,[namespace,size]);return namespace` +
    `})(${build},[new WeakMap,new WeakMap])`;
  return { code: code.slice(0, match.index) + cached + code.slice(match.index + helper.length), patched: true };
}
