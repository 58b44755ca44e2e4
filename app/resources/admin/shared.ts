import type { Attr } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";

/** The values of an on/off attribute (labelled under `<prefix>.<name>Values`). */
export const ON_OFF = ["true", "false"] as const;

/** Badge tones of an on/off attribute: on green, off gray. */
export const onOffTones: Record<string, Tone> = { true: "green", false: "gray" };

/** An on/off setting: a toned badge in the detail, a checkbox in the form. */
export const onOffSwitch: Attr = { values: ON_OFF, tones: onOffTones, field: "checkbox", fieldOptions: false };

/** A secret (password, app secret): only ever typed into the form, never shown; left empty it stays as it was. */
export const secretInput: Attr = { detail: false, field: "secret", maxLength: 64, descriptionKey: "cfgCommon.secretHint" };
